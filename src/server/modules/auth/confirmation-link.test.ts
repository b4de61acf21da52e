// The e-mail confirmation link signs the member in (docs/decisions/0009-accounts.md,
// "Confirmation signs in"), and what an attacker could try with it: the link used again, a link
// for another account opened in a signed-in browser, an expired link, a restricted member.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberRestrictions, sessions, users } from '../../db/schema';
import { linkFromOutbox, sessionCookieOf, signedInMember, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { addressOfConfirmationToken, isLinkForAnotherMember } from './confirmation-link';

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '');

describe.each(testDatabases())('the confirmation link on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const me = async (cookie?: string) =>
    (await app().inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} })).json<{
      isAuthenticated: boolean;
      user?: { email: string; emailVerified: boolean };
    }>();
  const open = (link: string, cookie?: string) => app().inject({ method: 'GET', url: link, headers: cookie ? { cookie } : {} });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirms the address and signs the member in with the same cookie as a sign-in, once', async () => {
    await signUp(app(), { email: 'hawa@example.org' });
    const link = await linkFromOutbox(db(), 'hawa@example.org', '/verify-email');

    const first = await open(link);
    expect([first.statusCode, first.headers.location]).toEqual([302, '/?verified=1']);
    expect(sessionCookie(first)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await me(sessionCookieOf(first))).toMatchObject({
      isAuthenticated: true,
      user: { email: 'hawa@example.org', emailVerified: true },
    });
    // The session is a member's like any other: not opened with a second factor.
    const [session] = await db().select().from(sessions);
    expect(session?.secondFactorVerified).toBe(false);

    // Used again (a forwarded mail, a shared computer): nothing more is confirmed, no session opens.
    const again = await open(link);
    expect([again.statusCode, again.headers.location]).toEqual([302, '/?verified=1']);
    expect(sessionCookie(again)).toBeUndefined();
    expect(await db().select().from(sessions)).toHaveLength(1);
  });

  it('refuses a link for another account in a signed-in browser: the session stays, the address stays unconfirmed', async () => {
    const idris = await signedInMember(app(), db(), 'idris@example.org');
    await signUp(app(), { email: 'rahma@example.org' });
    const link = await linkFromOutbox(db(), 'rahma@example.org', '/verify-email');

    const response = await open(link, idris);
    expect([response.statusCode, response.headers.location]).toEqual([302, '/?error=OTHER_ACCOUNT']);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await me(idris)).toMatchObject({ isAuthenticated: true, user: { email: 'idris@example.org' } });
    const [rahma] = await db().select().from(users).where(eq(users.email, 'rahma@example.org'));
    expect(rahma?.emailVerified).toBe(false);

    // Signed out, the same link works.
    const signedOut = await open(link);
    expect(await me(sessionCookieOf(signedOut))).toMatchObject({ isAuthenticated: true, user: { email: 'rahma@example.org' } });
  });

  it('opens the member’s own link in their own signed-in browser without a second session', async () => {
    await signUp(app(), { email: 'own@example.org' });
    const link = await linkFromOutbox(db(), 'own@example.org', '/verify-email');
    const cookie = sessionCookieOf(await open(link));
    const again = await open(link, cookie);
    expect(again.headers.location).toBe('/?verified=1');
    expect(await db().select().from(sessions)).toHaveLength(1);
  });

  it('refuses an expired link (after 24 hours): nothing confirmed, no session', async () => {
    await signUp(app(), { email: 'late@example.org' });
    const link = await linkFromOutbox(db(), 'late@example.org', '/verify-email');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 });

    const response = await open(link);
    expect(response.headers.location).toBe('/?verified=1&error=TOKEN_EXPIRED');
    expect(sessionCookie(response)).toBeUndefined();
    const [late] = await db().select().from(users).where(eq(users.email, 'late@example.org'));
    expect(late?.emailVerified).toBe(false);
  });

  it('opens no session for a suspended or banned member', async () => {
    await signUp(app(), { email: 'banned@example.org' });
    const link = await linkFromOutbox(db(), 'banned@example.org', '/verify-email');
    const [banned] = await db().select().from(users).where(eq(users.email, 'banned@example.org'));
    await db().insert(memberRestrictions).values({ userId: banned!.id, kind: 'banned', until: null, reason: 'Scam ring.' });

    const response = await open(link);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_RESTRICTED' });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await db().select().from(sessions)).toEqual([]);
  });
});

describe('isLinkForAnotherMember', () => {
  const token = (payload: object) => `header.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

  it('reads the address a token names, and nothing from a token that is not one', () => {
    expect(addressOfConfirmationToken(token({ email: 'Amina@Example.org' }))).toBe('amina@example.org');
    expect(addressOfConfirmationToken('not-a-token')).toBeNull();
    expect(addressOfConfirmationToken(undefined)).toBeNull();
  });

  it('is true only when a member is signed in and the link is for someone else', () => {
    expect(isLinkForAnotherMember('amina@example.org', token({ email: 'other@example.org' }))).toBe(true);
    expect(isLinkForAnotherMember('AMINA@example.org', token({ email: 'amina@example.org' }))).toBe(false);
    expect(isLinkForAnotherMember(undefined, token({ email: 'other@example.org' }))).toBe(false);
    expect(isLinkForAnotherMember('amina@example.org', 'garbage')).toBe(false);
  });
});
