// /dev/outbox: the development outbox's messages, newest first, links clickable, HTML never
// rendered; and an honest "not available" where the API does not exist.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { DevOutboxPage } from './dev-outbox-page';
import type { OutboxMessage } from './outbox-api';

afterEach(() => {
  vi.restoreAllMocks();
});

const VERIFY_URL = 'http://127.0.0.1:3000/api/auth/verify-email?token=abc.def&callbackURL=%2F%3Fverified%3D1';

const NO_SMS = { 'GET /api/dev/sms-outbox': () => json(200, { messages: [] }) };

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  to: 'hawa@example.org',
  subject: 'Confirm your e-mail address',
  text: `Hello Hawa,\n\nConfirm your address: ${VERIFY_URL}.\n\nSahel Hearts`,
  html: '<p>Hello <b>Hawa</b><img src="x" alt="tracker"><script>window.pwned = true</script></p>',
  createdAt: '2026-05-01T10:30:00.000Z',
  ...overrides,
});

describe('DevOutboxPage', () => {
  it('lists the messages newest first, with recipient, subject, time and the text with its links', async () => {
    const { calls } = stubFetch({
      'GET /api/dev/sms-outbox': () => json(200, { messages: [] }),
      'GET /api/dev/outbox': () =>
        json(200, {
          messages: [
            message({
              id: 2,
              to: 'amadou@example.org',
              subject: 'Reset your password',
              text: 'Reset: http://127.0.0.1:3000/reset-password?token=xyz',
            }),
            message({ id: 1 }),
          ],
        }),
    });
    await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox' });
    const items = await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Development outbox' })).toBeTruthy();
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Reset your password',
      'Confirm your e-mail address',
    ]);
    const confirm = items[1]!;
    expect(within(confirm).getByText('\u2068hawa@example.org\u2069')).toBeTruthy();
    expect(within(confirm).getByText('To')).toBeTruthy();
    expect(within(confirm).getByText('Sent')).toBeTruthy();
    expect(confirm.querySelector('time')!.getAttribute('dateTime')).toBe('2026-05-01T10:30:00.000Z');
    // The sentence's full stop is not part of the link.
    const link = within(confirm).getByRole('link', { name: VERIFY_URL });
    expect(link.getAttribute('href')).toBe(VERIFY_URL);
    expect(confirm.textContent).toContain('Hello Hawa,');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('http://127.0.0.1:3000/reset-password?token=xyz');
    expect(calls.map((call) => call.route)).toContain('GET /api/dev/outbox');
    expect(screen.getByRole('status').textContent).toBe('Messages shown: 2');
    expect(document.title).toBe('Development outbox · Sahel Hearts');
  });

  it('never renders the HTML part as HTML', async () => {
    stubFetch({ ...NO_SMS, 'GET /api/dev/outbox': () => json(200, { messages: [message({ text: 'Plain <b>text</b> part' })] }) });
    const { container } = await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox' });
    await screen.findByRole('article');
    expect(container.querySelector('article b, article img, article script')).toBeNull();
    expect(screen.getByText('Plain <b>text</b> part')).toBeTruthy();
    expect(container.textContent).not.toContain('tracker');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('says the outbox is empty, and shows new messages on Refresh', async () => {
    let messages: OutboxMessage[] = [];
    stubFetch({ ...NO_SMS, 'GET /api/dev/outbox': () => json(200, { messages }) });
    await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox' });
    expect(await screen.findByText(/The outbox is empty/)).toBeTruthy();
    messages = [message({})];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(screen.queryByText(/The outbox is empty/)).toBeNull();
  });

  it('says the outbox is not available where the API answers 404 (production, real mail)', async () => {
    stubFetch({
      'GET /api/dev/outbox': () => json(404, { code: 'NOT_FOUND', message: 'Not found' }),
      'GET /api/dev/sms-outbox': () => json(404, { code: 'NOT_FOUND', message: 'Not found' }),
    });
    await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox' });
    expect(await screen.findByText(/The development outbox is not available here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(await screen.findByText(/The SMS outbox is not available here/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a translated failure and lets the developer try again', async () => {
    let offline = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if ((input as string).startsWith('/api/dev/sms-outbox')) return json(200, { messages: [] });
      if (offline) {
        offline = false;
        throw new TypeError('Failed to fetch');
      }
      return json(200, { messages: [message({})] });
    });
    await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox', language: 'fr' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Sahel Hearts/));
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.getByText('À')).toBeTruthy();
  });

  it('lists the text messages newest first in their own section, and loads them again on Refresh', async () => {
    let sms = [{ id: 7, to: '+221771234567', text: 'Sahel Hearts code: 123456', createdAt: '2026-05-01T10:31:00.000Z' }];
    const { calls } = stubFetch({
      'GET /api/dev/outbox': () => json(200, { messages: [message({})] }),
      'GET /api/dev/sms-outbox': () => json(200, { messages: sms }),
    });
    await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox' });
    const section = await screen.findByRole('region', { name: 'Text messages (SMS)' });
    expect(await within(section).findByText('Sahel Hearts code: 123456')).toBeTruthy();
    expect(within(section).getByText('\u2068+221771234567\u2069')).toBeTruthy();
    expect(section.querySelector('time')!.getAttribute('dateTime')).toBe('2026-05-01T10:31:00.000Z');
    // Not mixed with the e-mails.
    expect(within(section).queryByRole('article')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    sms = [{ id: 8, to: '+221771234567', text: 'Sahel Hearts code: 654321', createdAt: '2026-05-01T10:40:00.000Z' }, ...sms];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(section).findByText('Sahel Hearts code: 654321')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.textContent),
    ).toEqual(['Sahel Hearts code: 654321', 'Sahel Hearts code: 123456']);
    expect(calls.filter((call) => call.route === 'GET /api/dev/sms-outbox')).toHaveLength(2);
  });

  it('says when no text message has been sent', async () => {
    stubFetch({ 'GET /api/dev/outbox': () => json(200, { messages: [] }), ...NO_SMS });
    await renderWithProviders(<DevOutboxPage />, { route: '/dev/outbox', language: 'sw' });
    expect(await screen.findByText(/Bado hakuna ujumbe mfupi/)).toBeTruthy();
  });
});
