import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { EmailNotifications } from './email-notifications';

afterEach(() => {
  vi.restoreAllMocks();
});

const LABEL = "E-mail me about new matches and messages when I'm away";

async function renderSwitch(routes: Parameters<typeof stubFetch>[0], language: 'en' | 'ar' = 'en') {
  const stub = stubFetch(routes);
  const user = setupUser();
  const rendered = await renderWithProviders(<EmailNotifications />, { route: '/account', language });
  return { ...stub, ...rendered, user };
}

const theSwitch = (name: string = LABEL) => screen.findByRole<HTMLInputElement>('switch', { name });

describe('EmailNotifications', () => {
  it('shows the switch on by default, described, under its heading', async () => {
    await renderSwitch({ 'GET /api/account/notifications': () => json(200, { awayEmails: true }) });
    const control = await theSwitch();
    expect(control.checked).toBe(true);
    expect(control.getAttribute('aria-describedby')).toBe('away-emails-description');
    expect(document.getElementById('away-emails-description')?.textContent).toMatch(/never what they wrote/);
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail notifications' })).toBeTruthy();
  });

  it('saves a change at once and says so, from the keyboard too', async () => {
    let stored = true;
    const { calls, user } = await renderSwitch({
      'GET /api/account/notifications': () => json(200, { awayEmails: stored }),
      'PUT /api/account/notifications': (body) => json(200, { awayEmails: (stored = (body as { awayEmails: boolean }).awayEmails) }),
    });
    await user.click(await theSwitch());
    expect(await screen.findByText('Saved. We will not e-mail you about new matches and messages.')).toBeTruthy();
    expect((await theSwitch()).checked).toBe(false);
    expect(calls.filter((call) => call.route === 'PUT /api/account/notifications').map((call) => call.body)).toEqual([
      { awayEmails: false },
    ]);

    (await theSwitch()).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Saved. We will e-mail you about new matches and messages while you are away.')).toBeTruthy();
    expect((await theSwitch()).checked).toBe(true);
    expect(document.activeElement).toBe(await theSwitch());
    expect(stored).toBe(true);
  });

  it('shows the new position while saving, and sends nothing more until it is saved', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls, user } = await renderSwitch({
      'GET /api/account/notifications': () => json(200, { awayEmails: true }),
      'PUT /api/account/notifications': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(await theSwitch());
    expect(screen.getByText('Saving...')).toBeTruthy();
    expect((await theSwitch()).checked).toBe(false);
    expect((await theSwitch()).getAttribute('aria-disabled')).toBe('true');
    await user.click(await theSwitch());
    expect(calls.filter((call) => call.route === 'PUT /api/account/notifications')).toHaveLength(1);
    answer(json(200, { awayEmails: false }));
    expect(await screen.findByText('Saved. We will not e-mail you about new matches and messages.')).toBeTruthy();
    expect(screen.queryByText('Saving...')).toBeNull();
  });

  it('says a failed save in words and puts the switch back', async () => {
    const { user } = await renderSwitch({
      'GET /api/account/notifications': () => json(200, { awayEmails: true }),
      'PUT /api/account/notifications': () => json(500, { code: 'INTERNAL', message: 'x' }),
    });
    await user.click(await theSwitch());
    const alert = (await screen.findByText(/Your choice was not saved\./)).closest('[role="alert"]');
    expect(alert?.textContent).toBe('Your choice was not saved. Something went wrong on our side. Please try again.');
    expect((await theSwitch()).checked).toBe(true);
    expect(screen.queryByText(/^Saved\./)).toBeNull();
  });

  it('offers to try again when the setting cannot be loaded', async () => {
    let fail = true;
    const { user } = await renderSwitch({
      'GET /api/account/notifications': () =>
        fail ? json(503, { code: 'DATABASE_UNAVAILABLE', message: 'x' }) : json(200, { awayEmails: false }),
    });
    expect(await screen.findByText('We could not load your e-mail settings. Check your connection and try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await theSwitch()).checked).toBe(false));
  });

  it('speaks Arabic', async () => {
    await renderSwitch({ 'GET /api/account/notifications': () => json(200, { awayEmails: true }) }, 'ar');
    expect((await theSwitch('راسلني بالبريد الإلكتروني عن التوافقات والرسائل الجديدة حين أكون بعيدًا')).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'إشعارات البريد الإلكتروني' })).toBeTruthy();
  });
});
