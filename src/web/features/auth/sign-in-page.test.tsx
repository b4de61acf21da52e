import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AUTH_STATE_KEY } from '../../lib/session/auth-state';
import { SignInPage } from './sign-in-page';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';

beforeEach(() => {
  forgetSession();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail address'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'my secret phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function expectTypedValuesKept() {
  expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('amina@example.com');
  expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('my secret phrase');
}

describe('SignInPage', () => {
  it('links to forgot password and to sign up', async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/sign-up');
  });

  it.each([
    [
      401,
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      'alert',
      'The e-mail address or the password is not correct.',
    ],
    [403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 'status', /We have sent you a new confirmation link/],
    [429, { message: 'Too many requests' }, 'alert', 'Too many attempts. Please wait a while and try again.'],
    [
      429,
      { code: 'RATE_LIMITED', message: 'Too many sign-in attempts', details: { retryAfterSeconds: 3000, reason: 'SIGN_IN_LINK_SENT' } },
      'alert',
      /We have e-mailed a one-time sign-in link to this address/,
    ],
  ] as const)('answers %i with a translated message and keeps what was typed', async (status, body, role, text) => {
    stubFetch({ 'POST /api/auth/sign-in/email': () => json(status, body), 'GET /api/me': () => json(200, VISITOR) });
    const user = setupUser();
    const { router } = await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await vi.waitFor(() => expect(screen.getAllByRole(role).some((notice) => notice.textContent.match(text))).toBe(true));
    expectTypedValuesKept();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });

  it('says when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    // The form's alert is always on the page (components/form/form-notice.tsx): wait for its words.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not reach Sahel Hearts/));
    expectTypedValuesKept();
  });

  it('signs in, reloads who the member is, and goes to the home gate', async () => {
    let signedIn = false;
    const { calls } = stubFetch({
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json(200, { redirect: false });
      },
      'GET /api/me': () => json(200, signedIn ? member() : VISITOR),
    });
    const user = setupUser();
    const { router } = await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.find((call) => call.route === 'POST /api/auth/sign-in/email')!.body).toEqual({
      email: 'amina@example.com',
      password: 'my secret phrase',
    });
    expect(JSON.parse(localStorage.getItem(AUTH_STATE_KEY)!)).toMatchObject({ isAuthenticated: true });
  });

  it('asks an account with two-factor sign-in for its code, then opens the admin dashboard', async () => {
    let signedIn = false;
    const admin = member({ user: { ...member().user!, role: 'admin', twoFactorEnabled: true, secondFactorVerified: true } });
    const { calls } = stubFetch({
      'POST /api/auth/sign-in/email': () => json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': (body) => {
        signedIn = (body as { code: string }).code === '654321';
        return signedIn ? json(200, { user: {} }) : json(401, { code: 'INVALID_CODE', message: 'Invalid code' });
      },
      'GET /api/me': () => json(200, signedIn ? admin : VISITOR),
    });
    const user = setupUser();
    const { router } = await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    const code = await screen.findByLabelText('6-digit code');
    expect(router.state.location.pathname).toBe('/sign-in');

    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('6-digit code').value).toBe('111111');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls.filter((call) => call.route === 'POST /api/auth/two-factor/verify-totp').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '654321' },
    ]);
  });

  it('takes a recovery code instead of the app code', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/sign-in/email': () => json(200, { twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-backup-code': () => json(401, { code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), ' demo3-admin ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That recovery code is not right, or it has been used already.')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/auth/two-factor/verify-backup-code')!.body).toEqual({ code: 'demo3-admin' });
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed yet', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/sign-in/email': () => json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
      'POST /api/auth/send-verification-email': () => json(200, { status: true }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await user.type(screen.getByLabelText('E-mail address'), '  amina@example.com ');
    await user.type(screen.getByLabelText('Password'), 'my secret phrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByText(/If amina@example.com is waiting for a confirmation, a new link is on its way/)).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/auth/send-verification-email')!.body).toEqual({
      email: 'amina@example.com',
    });
  });

  it('shows no resend button for other refusals', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await screen.findByText('The e-mail address or the password is not correct.');
    expect(screen.queryByRole('button', { name: 'Resend the e-mail' })).toBeNull();
  });

  it('sends a signed-in member to / in place of the form, once the server confirms', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()) });
    const { router } = await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows no form while the cached flags say signed in and the server has not answered', async () => {
    localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ ...VISITOR, isAuthenticated: true }));
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
    // The cookie had expired: the server says visitor, and the form appears.
    answer(json(200, VISITOR));
    expect(await screen.findByLabelText('E-mail address')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('keeps the form usable when the server cannot be reached', async () => {
    localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ ...VISITOR, isAuthenticated: true }));
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    expect(await screen.findByLabelText('E-mail address')).toBeTruthy();
  });
});

describe('SignInPage, an account suspended or banned by the moderators', () => {
  const UNTIL = '2026-06-09T14:00:00.000Z';
  const refused = (details: unknown) => () =>
    json(403, { code: 'ACCOUNT_RESTRICTED', message: 'This account is suspended or banned.', ...(details ? { details } : {}) });
  const longDate = (language: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(UNTIL));

  it("says until when the account is suspended, in the member's language, with the reason", async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': refused({ kind: 'suspended', until: UNTIL, reason: 'Asked members for money.' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() =>
      expect(alert.textContent).toBe(
        `Your account is suspended by our moderators until ${longDate('en')}. You cannot sign in before then.The moderators' reason: Asked members for money.`,
      ),
    );
    expect(alert.querySelector('bdi')!.getAttribute('dir')).toBe('auto');
    expectTypedValuesKept();
  });

  it('says the account is banned, with the reason', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': refused({ kind: 'banned', until: null, reason: 'Scam ring.' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Your account has been banned by our moderators. You can no longer sign in.The moderators' reason: Scam ring.",
      ),
    );
  });

  it('writes the date in French for a French-speaking member', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': refused({ kind: 'suspended', until: UNTIL, reason: 'Demandes d’argent.' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in', language: 'fr' });
    await user.type(screen.getByLabelText('Adresse e-mail'), 'amina@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'my secret phrase');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain(`jusqu'au ${longDate('fr')}`));
    expect(screen.getByRole('alert').textContent).toContain('Motif donné par les modérateurs : Demandes d’argent.');
  });

  it('still says the account is restricted when the answer has no details', async () => {
    stubFetch({ 'POST /api/auth/sign-in/email': refused(null), 'GET /api/me': () => json(200, VISITOR) });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This account is suspended or banned by our moderators.'));
  });

  it('says so at the second step too', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () => json(200, { twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-totp': refused({ kind: 'banned', until: null, reason: 'Scam ring.' }),
      'GET /api/me': () => json(200, VISITOR),
    });
    const user = setupUser();
    await renderWithProviders(<SignInPage />, { route: '/sign-in' });
    await signIn(user);
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Your account has been banned by our moderators\./));
  });
});
