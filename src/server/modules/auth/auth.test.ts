import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema';
import { linkFromOutbox, sentMail, sessionCookieOf, signedInMember, signIn, signUp } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { PRODUCTION } from '../../config/test/problems-of';
import { messageTextsFor } from '../../i18n/message-texts';
import { passwordHasherFor } from './passwords';

describe.each(testDatabases())('accounts on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const me = (cookie?: string) => app().inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

  it('signs up, mails a verification link, verifies, signs in with an http-only cookie, and knows the member', async () => {
    const signUpResponse = await signUp(app(), { email: 'Amina@Example.org', language: 'fr' });
    expect(signUpResponse.statusCode).toBe(200);
    // No session before the e-mail is verified.
    expect(signUpResponse.cookies.find((cookie) => cookie.name.endsWith('session_token'))).toBeUndefined();

    const [mail] = await sentMail(app(), db(), 'amina@example.org');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour Sahel Hearts');
    expect(mail?.text).toContain('Bonjour Amina,');
    expect(mail?.text).toContain(`${SITE_ORIGIN}/api/auth/verify-email?token=`);

    const verifyPath = await linkFromOutbox(db(), 'amina@example.org', '/verify-email');
    const verified = await app().inject({ method: 'GET', url: verifyPath });
    expect(verified.statusCode).toBeLessThan(400);

    const signedIn = await signIn(app(), 'amina@example.org');
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((item) => item.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const response = await me(sessionCookieOf(signedIn));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      isAuthenticated: true,
      hasSubscription: false,
      hasCompletedQuestionnaire: false,
      hasVerifiedID: false,
      isPremium: false,
      user: {
        id: expect.any(String),
        email: 'amina@example.org',
        emailVerified: true,
        displayName: 'Amina',
        role: 'member',
        language: 'fr',
        twoFactorEnabled: false,
        secondFactorVerified: false,
      },
    });
  });

  it('tells a visitor they are a visitor', async () => {
    expect((await me()).json()).toEqual({
      isAuthenticated: false,
      hasSubscription: false,
      hasCompletedQuestionnaire: false,
      hasVerifiedID: false,
      isPremium: false,
    });
  });

  it('stores the password as argon2id: at m=19456, t=2, p=1 wherever a server runs, cheaper only under the test runner', async () => {
    await signUp(app(), { email: 'hash@example.org' });
    const [account] = await db().select({ password: accounts.password }).from(accounts);
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    for (const nodeEnv of ['production', 'development'] as const) {
      const stored = await passwordHasherFor(nodeEnv).hash('a long test sentence');
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await passwordHasherFor('test').verify({ hash: stored, password: 'a long test sentence' })).toBe(true);
    }
  });

  it('refuses to sign in before the e-mail is verified, and sends no session', async () => {
    await signUp(app(), { email: 'early@example.org' });
    const response = await signIn(app(), 'early@example.org');
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((cookie) => cookie.name.endsWith('session_token'))).toBeUndefined();
  });

  it.each([
    ['one day short of 18', () => shiftYears(-18, +1)],
    ['ten years old', () => shiftYears(-10, 0)],
  ])('refuses a sign-up %s, clearly, and creates no account', async (_label, dateOfBirth) => {
    const response = await signUp(app(), { email: 'young@example.org', dateOfBirth: dateOfBirth() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNDER_MINIMUM_AGE', message: 'Members must be 18 or older.' });
    expect(await db().select().from(users)).toEqual([]);
  });

  it('accepts a sign-up on the 18th birthday', async () => {
    const response = await signUp(app(), { email: 'birthday@example.org', dateOfBirth: shiftYears(-18, 0) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no display name', { displayName: '' }],
    ['no date of birth', { dateOfBirth: '' }],
    ['a date that is not one', { dateOfBirth: '1990-13-40' }],
    ['an unknown language', { language: 'de' }],
  ])('refuses a sign-up with %s', async (_label, input) => {
    const response = await signUp(app(), { email: 'bad@example.org', ...input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a sign-up for a known e-mail exactly as for a new one, and tells the member instead of sending a link', async () => {
    const first = await signUp(app(), { email: 'known@example.org' });
    const again = await signUp(app(), { email: 'known@example.org', displayName: 'Someone else' });
    const fresh = await signUp(app(), { email: 'fresh@example.org' });
    for (const response of [first, again, fresh]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true });
      expect(response.cookies).toEqual([]);
    }
    // The first sign-up's confirmation link, then the notice that someone used the address again
    // (same-work-for-any-address.ts); a new address gets its link.
    const knownMail = await sentMail(app(), db(), 'known@example.org');
    expect(knownMail.map((mail) => mail.subject).sort()).toEqual(
      [messageTextsFor('en').mail.verifyEmail.subject, messageTextsFor('en').mail.accountExists.subject].sort(),
    );
    expect(knownMail.filter((mail) => mail.text.includes('/verify-email'))).toHaveLength(1);
    expect(await sentMail(app(), db(), 'fresh@example.org')).toHaveLength(1);
  });

  it('resets a password by e-mail link, once, without the token in any response', async () => {
    const oldCookie = await signedInMember(app(), db(), 'reset@example.org');
    const request = await app().inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: SITE_ORIGIN },
      payload: { email: 'reset@example.org', redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const resetPath = await linkFromOutbox(db(), 'reset@example.org', '/reset-password/');
    const token = resetPath.split('/reset-password/')[1]?.split('?')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(request.body).not.toContain(token);

    const reset = (newPassword: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { origin: SITE_ORIGIN },
        payload: { token, newPassword },
      });
    const first = await reset('a brand new password');
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain(token);
    expect((await reset('another new password')).statusCode).toBe(400);
    expect((await signIn(app(), 'reset@example.org', 'a brand new password')).statusCode).toBe(200);
    expect((await signIn(app(), 'reset@example.org')).statusCode).toBe(401);
    // A new password ends every session, in case the old one was stolen.
    expect((await me(oldCookie)).json().isAuthenticated).toBe(false);
  });

  it('answers a reset request for an unknown e-mail exactly as for a known one, and mails only the known one', async () => {
    await signedInMember(app(), db(), 'member@example.org');
    const requestReset = (email: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: SITE_ORIGIN },
        payload: { email, redirectTo: '/reset-password' },
      });
    const known = await requestReset('member@example.org');
    const unknown = await requestReset('nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await sentMail(app(), db(), 'nobody@example.org')).toEqual([]);
    expect((await sentMail(app(), db(), 'member@example.org')).map((mail) => mail.subject)).toContain('Reset your Sahel Hearts password');
  });

  it('signs out: the old cookie no longer works', async () => {
    const cookie = await signedInMember(app(), db(), 'leaving@example.org');
    expect((await me(cookie)).json().isAuthenticated).toBe(true);
    const signOut = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: SITE_ORIGIN, cookie },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await me(cookie)).json().isAuthenticated).toBe(false);
  });

  it('limits sign-in attempts per address, in our error shape', async () => {
    const { buildTestApp } = await import('../../test/app');
    const limited = await buildTestApp(testAppRef.current.database, { AUTH_RATE_LIMIT_PER_HOUR: '2' });
    try {
      const attempt = (remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress,
          headers: { origin: SITE_ORIGIN },
          payload: { email: 'guess@example.org', password: 'wrong password' },
        });
      expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const refused = await attempt('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('marks the session cookie Secure in production', async () => {
    const { buildTestApp } = await import('../../test/app');
    const production = await buildTestApp(testAppRef.current.database, {
      ...PRODUCTION,
      SEED_DEMO_DATA: 'false',
    });
    try {
      await signUp(production, { email: 'secure@example.org' });
      await db().update(users).set({ emailVerified: true }).where(eq(users.email, 'secure@example.org'));
      const response = await signIn(production, 'secure@example.org');
      const cookie = response.cookies.find((item) => item.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    } finally {
      await production.close();
    }
  });
});

/** A 'YYYY-MM-DD' date `years` years and `days` days from today (UTC). */
function shiftYears(years: number, days: number): string {
  const date = new Date();
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  // Today is 29 February and that year has none: 28 February, not 1 March.
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
