// /admin's check: 'Loading...' while the session loads, a visitor back to '/', a member refused
// with 'Access Denied', an admin let through to the dashboard.
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { AdminGuard } from './admin-guard';

const admin = (twoFactorEnabled = true, secondFactorVerified = twoFactorEnabled): Me => {
  const me = member();
  return { ...me, user: { ...me.user!, role: 'admin', twoFactorEnabled, secondFactorVerified } };
};

const TOTP_URI =
  'otpauth://totp/Sahel%20Hearts:hodan%40example.org?secret=ONQWQZLMFVUGKYLSORZS2ZDFNVXS2YLENVUW4LLUN52HALLLMV4Q&issuer=Sahel%20Hearts';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

const renderGuard = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <AdminGuard>
      <p>the dashboard</p>
    </AdminGuard>,
    { route: '/admin', language },
  );

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminGuard', () => {
  it('has an admin without a second factor set one up before the dashboard opens', async () => {
    let enrolled = false;
    const { calls } = stubFetch({
      'GET /api/me': () => json(200, admin(enrolled)),
      'POST /api/auth/two-factor/enable': () => json(200, { totpURI: TOTP_URI, backupCodes: RECOVERY_CODES }),
      'POST /api/auth/two-factor/verify-totp': (body) => {
        enrolled = (body as { code: string }).code === '492039';
        return enrolled ? json(200, { status: true }) : json(401, { code: 'INVALID_CODE', message: 'Invalid code' });
      },
    });
    const user = setupUser();
    await renderGuard();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByText('the dashboard')).toBeNull();

    // An empty password is said, not sent.
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(calls.some((call) => call.route === 'POST /api/auth/two-factor/enable')).toBe(false);
    await user.type(screen.getByLabelText('Your password, to confirm it is you'), 'my secret phrase');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('ONQW QZLM FVUG KYLS ORZS 2ZDF NVXS 2YLE NVUW 4LLU N52H ALLL MV4Q')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(RECOVERY_CODES));

    const code = screen.getByLabelText('The 6-digit code your app now shows');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm and open the admin pages' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(calls.some((call) => call.route === 'POST /api/auth/two-factor/verify-totp')).toBe(false);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and open the admin pages' }));
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '492039');
    await user.click(screen.getByRole('button', { name: 'Confirm and open the admin pages' }));
    expect(await screen.findByText('the dashboard')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/auth/two-factor/enable')!.body).toEqual({ password: 'my secret phrase' });
  });

  it("shows 'Loading...' until the server says who the visitor is", async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderGuard();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('the dashboard')).toBeNull();
    answer(json(200, admin()));
    expect(await screen.findByText('the dashboard')).toBeTruthy();
  });

  it("sends a visitor to '/' in place of /admin", async () => {
    stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    const { router } = await renderGuard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it("refuses a member with 'Access Denied', a reason and a way home", async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()) });
    await renderGuard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(/does not have the admin role/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it('refuses a member in Arabic too', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member()) });
    await renderGuard('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تم رفض الوصول' })).toBeTruthy();
  });

  it('lets an admin through to the dashboard', async () => {
    stubFetch({ 'GET /api/me': () => json(200, admin()) });
    await renderGuard();
    expect(await screen.findByText('the dashboard')).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('keeps the dashboard closed to a session opened without the second factor, and says how to open it', async () => {
    stubFetch({ 'GET /api/me': () => json(200, admin(true, false)) });
    await renderGuard();
    expect(await screen.findByText(/opened without your authenticator code/)).toBeTruthy();
    expect(screen.queryByText('the dashboard')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Set up two-factor sign-in' })).toBeNull();
  });

  it('offers Retry when the session check fails, and lets an admin in on the retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/me': () => (fail ? json(500, { code: 'INTERNAL' }) : json(200, admin())) });
    await renderGuard();
    expect(await screen.findByText(/could not check your access/)).toBeTruthy();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the dashboard')).toBeTruthy();
  });
});
