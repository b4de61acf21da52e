import { within, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PUSH_SETTINGS } from '../../../shared/contracts/push';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AUTH_STATE_KEY } from '../../lib/session/auth-state';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { AccountPage } from './account-page';

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;
const value = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;

async function renderPage(routes: Parameters<typeof stubFetch>[0], language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({
    'GET /api/me': () => json(200, member()),
    // The billing section's own states are tested in billing-section.test.tsx.
    'GET /api/payments/subscription': () => json(200, { membership: null, premium: null, hasSubscription: false, isPremium: false }),
    // So is the e-mail switch's, in email-notifications.test.tsx.
    'GET /api/account/notifications': () => json(200, { awayEmails: true }),
    // And the push notifications', in push-notifications.test.tsx.
    'GET /api/push/settings': () => json(200, DEFAULT_PUSH_SETTINGS),
    'GET /api/push/devices': () => json(200, { devices: [] }),
    ...routes,
  });
  const user = setupUser();
  const rendered = await renderWithProviders(<AccountPage />, { route: '/account', language });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Your account' : 'حسابك' });
  return { ...stub, ...rendered, user };
}

/** Each form keeps its own (empty) alert region: the one with text must say `text`. */
async function expectAlert(text: string | RegExp) {
  await waitFor(() => {
    const said = screen
      .getAllByRole('alert')
      .map((alert) => alert.textContent)
      .filter(Boolean);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(text);
  });
}

async function fillPasswords(user: User, current: string, next: string, repeat = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('AccountPage', () => {
  it('sends visitors to sign in', async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    const { router } = await renderWithProviders(<AccountPage />, { route: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('says it is loading until the server names the member', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithProviders(<AccountPage />, { route: '/account' });
    expect(screen.getByRole('status').textContent).toBe('Loading your account...');
    answer(json(200, member()));
    expect(await screen.findByText('amina@example.com')).toBeTruthy();
  });

  it('shows the e-mail as confirmed, the display name and the data download link', async () => {
    await renderPage({});
    expect(screen.getByText('amina@example.com')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('Amina')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mail again' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your details',
      'Membership and billing',
      'Change your password',
      'Signed-in devices',
      'E-mail notifications',
      'Push notifications',
      'Download your data',
      'Delete your account',
    ]);
  });

  it('says all the export holds, and all that deleting the account removes', async () => {
    await renderPage({});
    const exportText = screen.getByText(/A file \(JSON\) with everything we hold about you/).textContent;
    for (const part of ['profile and photos', 'questionnaire answers', 'identity verification', 'membership and payments']) {
      expect(exportText).toContain(part);
    }
    const deletion = screen.getByRole('heading', { level: 2, name: 'Delete your account' }).closest('section')!;
    const removed = within(deletion)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(removed).toEqual(
      expect.arrayContaining([
        expect.stringContaining('questionnaire answers'),
        expect.stringContaining('ID document and selfie images'),
        expect.stringContaining('paid membership, cancelled at once'),
      ]),
    );
  });

  it('offers a new confirmation e-mail when the address is not confirmed', async () => {
    const { calls, user } = await renderPage({
      'GET /api/me': () => json(200, member({ user: { ...member().user!, emailVerified: false } })),
      'POST /api/auth/send-verification-email': () => json(200, { status: true }),
    });
    expect(screen.getByText('Not confirmed yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText(/We have sent a new confirmation link to the address above/)).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/auth/send-verification-email')?.body).toEqual({ email: 'amina@example.com' });
  });

  it('checks the new password before sending anything', async () => {
    const { calls, user } = await renderPage({});
    await fillPasswords(user, 'the old phrase', 'short', 'short');
    expect(await screen.findByText('The password must be between 10 and 128 characters long.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a long new phrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(calls.some((call) => call.route === 'POST /api/auth/change-password')).toBe(false);
  });

  it('changes the password, ending the other sessions, and empties the form', async () => {
    const { calls, user } = await renderPage({ 'POST /api/auth/change-password': () => json(200, { token: 't', user: {} }) });
    await fillPasswords(user, 'the old phrase', 'a long new phrase');
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/auth/change-password')?.body).toEqual({
      currentPassword: 'the old phrase',
      newPassword: 'a long new phrase',
      revokeOtherSessions: true,
    });
    expect(value('Current password')).toBe('');
    // Still signed in: who we are is asked again, with the new cookie.
    expect(calls.filter((call) => call.route === 'GET /api/me')).toHaveLength(2);
    expect(screen.getByText('amina@example.com')).toBeTruthy();
  });

  it('says a wrong current password in the page language and keeps what was typed', async () => {
    const { user } = await renderPage({
      'POST /api/auth/change-password': () => json(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' }),
    });
    await fillPasswords(user, 'not my phrase', 'a long new phrase');
    await expectAlert('This password is not correct.');
    expect(value('Current password')).toBe('not my phrase');
    expect(value('New password')).toBe('a long new phrase');
    expect(value('Repeat the new password')).toBe('a long new phrase');
  });

  it('signs out of every device after a confirm step, forgets the member and goes to /landing', async () => {
    let signedIn = true;
    const { calls, user, router } = await renderPage({
      'GET /api/me': () => json(200, signedIn ? member() : VISITOR),
      'POST /api/auth/revoke-sessions': () => {
        signedIn = false;
        return json(200, { status: true });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    expect(calls.some((call) => call.route === 'POST /api/auth/revoke-sessions')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(calls.filter((call) => call.route === 'POST /api/auth/revoke-sessions')).toHaveLength(1);
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
  });

  it('refuses to delete without the password and the ticked box', async () => {
    const { calls, user } = await renderPage({});
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your password, to confirm')));
    await user.type(screen.getByLabelText('Your password, to confirm'), 'my secret phrase');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Please tick the box to confirm.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /I understand/ })));
    expect(calls.some((call) => call.route === 'POST /api/account/delete')).toBe(false);
  });

  it.each([
    ['en', 'Your password, to confirm', /I understand/, 'Delete my account', 'This password is not correct.'],
    ['ar', 'كلمة المرور، للتأكيد', /أفهم أن حسابي/, 'حذف حسابي', 'كلمة المرور هذه غير صحيحة.'],
  ] as const)('in %s, says a wrong password and keeps the form as it was', async (language, label, box, submit, message) => {
    const { user, router } = await renderPage(
      { 'POST /api/account/delete': () => json(403, { code: 'INVALID_PASSWORD', message: 'The password is not correct.' }) },
      language,
    );
    await user.type(screen.getByLabelText(label), 'not my phrase');
    await user.click(screen.getByLabelText(box));
    await user.click(screen.getByRole('button', { name: submit }));
    await expectAlert(message);
    expect(value(label)).toBe('not my phrase');
    expect(screen.getByLabelText<HTMLInputElement>(box).checked).toBe(true);
    expect(router.state.location.pathname).toBe('/account');
  });

  it('says when the network is down while deleting', async () => {
    const { user, spy } = await renderPage({});
    spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.type(screen.getByLabelText('Your password, to confirm'), 'my secret phrase');
    await user.click(screen.getByLabelText(/I understand/));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectAlert(/We could not reach Sahel Hearts/);
    expect(value('Your password, to confirm')).toBe('my secret phrase');
  });

  it('deletes the account with the password, forgets the member and goes to /landing', async () => {
    let signedIn = true;
    const { calls, user, router } = await renderPage({
      'GET /api/me': () => json(200, signedIn ? member() : VISITOR),
      'POST /api/account/delete': () => {
        signedIn = false;
        return json(200, { deleted: true });
      },
    });
    await user.type(screen.getByLabelText('Your password, to confirm'), 'my secret phrase');
    await user.click(screen.getByLabelText(/I understand/));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(calls.find((call) => call.route === 'POST /api/account/delete')?.body).toEqual({ password: 'my secret phrase' });
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
  });
});
