import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ContactPage } from './contact-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const field = (name: RegExp | string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(name);

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const VALID = { Name: 'Amina Yusuf', Email: 'amina@example.com', Subject: 'Events in Columbus', Message: 'Will there be a meetup?' };

afterEach(() => vi.restoreAllMocks());

describe('ContactPage', () => {
  it('shows the page, the form and the ways to reach us', async () => {
    await renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Message').getAttribute('rows')).toBe('6');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    expect(screen.getByRole('link', { name: 'support@sahelhearts.com' }).getAttribute('href')).toBe('mailto:support@sahelhearts.com');
    const phone = screen.getByRole('link', { name: '+1 612 555 0142' });
    expect(phone.getAttribute('href')).toBe('tel:+16125550142');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('1200 Washington Ave S, Suite 300')).toBeTruthy();
  });

  it('refuses empty fields with translated errors, focuses the first and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = setupUser();
    await renderWithProviders(<ContactPage />, { language: 'fr', route: '/contact' });

    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    // The checks are fetched on demand, so the first answer may take a tick.
    await waitFor(() => expect(field('Nom').getAttribute('aria-invalid')).toBe('true'));
    for (const label of ['Nom', 'E-mail', 'Objet', 'Message']) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe('Veuillez remplir ce champ.');
    }
    await waitFor(() => expect(document.activeElement).toBe(field('Nom')));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('explains a malformed e-mail and focuses it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = setupUser();
    await renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user, { ...VALID, Email: 'amina-at-example' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid email address, for example name@example.com.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the message, says it is sending, then clears the form and thanks the sender', async () => {
    let release: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = setupUser();
    await renderWithProviders(<ContactPage />, { language: 'sw', route: '/contact' });
    await fillForm(user, { Jina: 'Amina Yusuf', 'Barua pepe': 'amina@example.com', Mada: 'Matukio', Ujumbe: 'Habari!' });
    await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Inatuma…' });
    expect(busy.disabled).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      subject: 'Matukio',
      message: 'Habari!',
      language: 'sw',
    });

    release(json({ id: 7, receivedAt: '2026-11-22T18:00:00.000Z' }, 201));
    expect(await screen.findByText('Asante kwa ujumbe wako! Tutawasiliana nawe hivi karibuni.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Asante kwa ujumbe wako!');
    for (const label of ['Jina', 'Barua pepe', 'Mada', 'Ujumbe']) expect(field(label).value).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tuma ujumbe' }).disabled).toBe(false);
  });

  it('maps a 400 with field details onto the fields and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json(
        {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: { fields: [{ path: 'subject', message: 'must not contain NUL characters' }] },
        },
        400,
      ),
    );
    const user = setupUser();
    await renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please check this field.')).toBeTruthy();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Some of the information is not valid.');
    await waitFor(() => expect(document.activeElement).toBe(field('Subject')));
    expect(field('Name').value).toBe(VALID.Name);
    expect(field('Message').value).toBe(VALID.Message);
  });

  it('shows the rate-limit message on a 429 and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ code: 'RATE_LIMITED', message: 'Too many' }, 429));
    const user = setupUser();
    await renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    // The alert region is always on the page (so that it is announced): wait for its message. How
    // soon it comes depends on whether an earlier test already loaded the checks (load-validator.ts).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a while and try again.'));
    for (const [label, value] of Object.entries(VALID)) expect(field(label).value).toBe(value);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps what was typed when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = setupUser();
    await renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('We could not reach Sahel Hearts. Please check your connection and try again.')).toBeTruthy();
    expect(field('Subject').value).toBe(VALID.Subject);
  });
});
