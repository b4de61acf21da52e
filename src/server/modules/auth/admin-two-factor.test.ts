// Admins need a second factor (docs/decisions/0019-admin-two-factor.md): the admin role without
// TOTP opens no admin route and skips no stage gate; enrolment takes the password and a first
// code; afterwards the password alone signs nobody in, and codes are checked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactors, users } from '../../db/schema';
import { linkFromOutbox, sessionCookieOf, signedInMember, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { completeSignIn, enrolTwoFactor, totpCode } from '../../test/two-factor';
import { promoteToAdmin } from '../admin/queries';
import { sendSignInLink } from './sign-in-link';

describe.each(testDatabases())('two-factor sign-in for admins on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie: string) => app().inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object, origin = SITE_ORIGIN) =>
    app().inject({ method: 'POST', url, headers: { cookie, origin }, payload });

  /** An account with the admin role that has not set up a second factor yet. */
  async function adminWithoutSecondFactor(email: string): Promise<string> {
    const cookie = await signedInMember(app(), db(), email);
    await promoteToAdmin(db(), email);
    return cookie;
  }

  it('opens no admin route and skips no stage gate for the admin role alone', async () => {
    const cookie = await adminWithoutSecondFactor('hodan@example.org');
    const refused = await get('/api/admin/counters', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'TWO_FACTOR_REQUIRED' } });
    // Not a subscriber, and the role does not stand in for one without the second factor.
    expect((await get('/api/profile', cookie)).json()).toMatchObject({ details: { reason: 'SUBSCRIPTION_REQUIRED' } });
    expect((await get('/api/me', cookie)).json().user).toMatchObject({ role: 'admin', twoFactorEnabled: false });
  });

  it('enrols with the password and a first code, storing the secret encrypted, and then opens the admin routes', async () => {
    const cookie = await adminWithoutSecondFactor('hodan@example.org');
    const wrongPassword = await post('/api/auth/two-factor/enable', cookie, { password: 'not the password' });
    expect(wrongPassword.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongPassword.statusCode).toBeLessThan(500);

    const enabled = await post('/api/auth/two-factor/enable', cookie, { password: TEST_PASSWORD });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Sahel%20Hearts:hodan%40example\.org\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    // Not yet: the first code confirms the enrolment.
    expect((await get('/api/admin/counters', cookie)).statusCode).toBe(403);
    expect((await post('/api/auth/two-factor/verify-totp', cookie, { code: '000000' })).statusCode).toBe(401);

    const verified = await post('/api/auth/two-factor/verify-totp', cookie, { code: await totpCode(totpURI) });
    expect(verified.statusCode).toBe(200);
    const session = verified.cookies.some((item) => item.name.endsWith('session_token')) ? sessionCookieOf(verified) : cookie;
    expect((await get('/api/admin/counters', session)).statusCode).toBe(200);

    const [user] = await db().select().from(users).where(eq(users.email, 'hodan@example.org'));
    expect(user!.twoFactorEnabled).toBe(true);
    const [stored] = await db().select().from(twoFactors).where(eq(twoFactors.userId, user!.id));
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect(stored!.secret).not.toContain(secret);
    for (const code of backupCodes) expect(stored!.backupCodes).not.toContain(code);
  });

  it('asks for a code after the password, refuses a wrong one, and signs in with the right one', async () => {
    const cookie = await adminWithoutSecondFactor('hodan@example.org');
    const { totpURI } = (await post('/api/auth/two-factor/enable', cookie, { password: TEST_PASSWORD })).json<{ totpURI: string }>();
    await post('/api/auth/two-factor/verify-totp', cookie, { code: await totpCode(totpURI) });

    const challenge = await signIn(app(), 'hodan@example.org');
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ twoFactorRedirect: true });
    expect(challenge.cookies.some((item) => item.name.endsWith('session_token') && item.value !== '')).toBe(false);

    const wrong = await completeSignIn(app(), challenge, '123456');
    expect(wrong.statusCode).toBe(401);
    const right = await completeSignIn(app(), challenge, await totpCode(totpURI));
    expect(right.statusCode).toBe(200);
    expect(right.body).not.toContain('"token"');
    expect((await get('/api/admin/counters', sessionCookieOf(right))).statusCode).toBe(200);
  });

  it('opens no admin route to a session the second factor did not open: an e-mailed sign-in link, or one from before the enrolment', async () => {
    const cookie = await adminWithoutSecondFactor('hodan@example.org');
    const otherDevice = sessionCookieOf(await signIn(app(), 'hodan@example.org'));
    const enrolled = await enrolTwoFactor(app(), cookie);
    expect((await get('/api/admin/counters', enrolled.cookie)).statusCode).toBe(200);
    expect((await get('/api/me', enrolled.cookie)).json().user).toMatchObject({ twoFactorEnabled: true, secondFactorVerified: true });

    // Signed in with the password alone before the second factor existed.
    const stale = await get('/api/admin/counters', otherDevice);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ details: { reason: 'TWO_FACTOR_REQUIRED' } });
    expect((await get('/api/me', otherDevice)).json().user).toMatchObject({ twoFactorEnabled: true, secondFactorVerified: false });

    // The owner's way in past the no-lockout ceiling (docs/decisions/0017-no-lockout.md) is an
    // ordinary member's session, whoever reads the mailbox.
    await sendSignInLink(app().auth, 'hodan@example.org');
    const followed = await app().inject({ method: 'GET', url: await linkFromOutbox(db(), 'hodan@example.org', '/magic-link/verify') });
    const byLink = sessionCookieOf(followed);
    expect((await get('/api/me', byLink)).json()).toMatchObject({ isAuthenticated: true, user: { secondFactorVerified: false } });
    expect((await get('/api/admin/counters', byLink)).statusCode).toBe(403);
    expect((await get('/api/profile', byLink)).json()).toMatchObject({ details: { reason: 'SUBSCRIPTION_REQUIRED' } });
  });

  it('remembers no device: the code is asked again at the next sign-in, whatever the browser asked', async () => {
    const cookie = await adminWithoutSecondFactor('hodan@example.org');
    const { totpUri } = await enrolTwoFactor(app(), cookie);
    const challenge = await signIn(app(), 'hodan@example.org');
    const trusted = await completeSignIn(app(), challenge, await totpCode(totpUri), 'verify-totp', { trustDevice: true });
    expect(trusted.statusCode).toBe(200);
    const trustCookie = trusted.cookies.find((item) => item.name.endsWith('trust_device') && item.value !== '');
    expect(trustCookie).toBeUndefined();
    const again = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SITE_ORIGIN, cookie: trusted.cookies.map((item) => `${item.name}=${item.value}`).join('; ') },
      payload: { email: 'hodan@example.org', password: TEST_PASSWORD },
    });
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('refuses an enrolment asked from another site', async () => {
    const cookie = await adminWithoutSecondFactor('hodan@example.org');
    const forged = await post('/api/auth/two-factor/enable', cookie, { password: TEST_PASSWORD }, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    const [user] = await db().select().from(users).where(eq(users.email, 'hodan@example.org'));
    expect(await db().select().from(twoFactors).where(eq(twoFactors.userId, user!.id))).toEqual([]);
  });
});
