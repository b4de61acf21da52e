// Reading the session on every member request (session-user.ts, docs/decisions/0022-session-cache.md):
// one query and no write in the plain case. The access check and GET /api/me keep a member's session
// for seconds, dropped by every change the app makes (docs/decisions/0026-member-path-caches.md),
// and never keep an admin's.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sessionCookieOf, signedInMember, signIn, signUp } from '../../test/accounts';
import { PRODUCTION } from '../../config/test/problems-of';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { TEST_PASSWORD } from '../../test/site';
import { cookieValues, unsignedCookieValue } from './session-user';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('cookieValues', () => {
  it('reads the named cookies as better-call does: trimmed, unquoted, decoded, the first of a name winning', () => {
    const header = ' other=1; a.session_token=abc%2Edef%3D ; a.session_token=second; quoted="x%20y"; broken=%E0%A4%A';
    const values = cookieValues(header, ['a.session_token', 'quoted', 'broken', 'missing']);
    expect(Object.fromEntries(values)).toEqual({ 'a.session_token': 'abc.def=', quoted: 'x y', broken: '%E0%A4%A' });
    expect(cookieValues(undefined, ['a']).size).toBe(0);
  });
});

describe('unsignedCookieValue', () => {
  const secret = 'a secret of at least thirty-two characters';
  const sign = (value: string, key = secret) => `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

  it('gives the value of a cookie signed with the secret, and nothing for any other', () => {
    expect(unsignedCookieValue(sign('token-1'), secret)).toBe('token-1');
    expect(unsignedCookieValue(sign('token-1', 'another secret entirely, also long enough'), secret)).toBeNull();
    expect(unsignedCookieValue(sign('token-1').replace('token-1', 'token-2'), secret)).toBeNull();
    expect(unsignedCookieValue('token-1', secret)).toBeNull();
    expect(unsignedCookieValue('.abc', secret)).toBeNull();
    expect(unsignedCookieValue(`token-1.${'A'.repeat(44)}`, secret)).toBeNull();
    expect(unsignedCookieValue(undefined, secret)).toBeNull();
  });
});

describe.each(testDatabases())('the session read of every request on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const sessionOf = async (email: string) => {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, user!.id));
    return session!;
  };

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers a fresh session without better-auth and without writing to it', async () => {
    const cookie = await signedInMember(app(), db(), 'fresh@example.org');
    const before = await sessionOf('fresh@example.org');
    const getSession = vi.spyOn(app().auth.api, 'getSession');
    for (let call = 0; call < 3; call++) {
      const me = await get('/api/me', cookie);
      expect(me.json()).toMatchObject({ isAuthenticated: true, user: { email: 'fresh@example.org', secondFactorVerified: false } });
      expect(me.headers['set-cookie']).toBeUndefined();
      // A member route: the access check reads the session the same way.
      expect((await get('/api/account/export', cookie)).statusCode).toBe(200);
    }
    expect(getSession).not.toHaveBeenCalled();
    expect(await sessionOf('fresh@example.org')).toEqual(before);
  });

  it('refuses a session deleted in the database once the cache of it lapses, and clears its cookie', async () => {
    const cookie = await signedInMember(app(), db(), 'revoked@example.org');
    expect((await get('/api/account/export', cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    await db()
      .delete(sessions)
      .where(eq(sessions.id, (await sessionOf('revoked@example.org')).id));
    // Nothing announced this deletion (the app's own sign-outs are: member-path-caches.test.ts),
    // so both answer from memory for MEMBER_CACHE_SECONDS (docs/decisions/0026-member-path-caches.md).
    expect((await get('/api/me', cookie)).json().isAuthenticated).toBe(true);
    vi.setSystemTime(Date.now() + 10_000);
    expect((await get('/api/account/export', cookie)).statusCode).toBe(401);
    const me = await get('/api/me', cookie);
    expect(me.json().isAuthenticated).toBe(false);
    // The browser is told to drop the dead cookie.
    expect(me.cookies.find((item) => item.name.endsWith('session_token'))?.maxAge).toBe(0);
  });

  it('counts a role or language changed in the database at the very next request', async () => {
    const cookie = await signedInMember(app(), db(), 'demoted@example.org', 'admin');
    expect((await get('/api/admin/counters', cookie)).statusCode).toBe(200);
    await db().update(users).set({ role: 'member', language: 'sw' }).where(eq(users.email, 'demoted@example.org'));
    const refused = await get('/api/admin/counters', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ details: { reason: 'ADMIN_REQUIRED' } });
    expect((await get('/api/me', cookie)).json().user).toMatchObject({ role: 'member', language: 'sw' });
  });

  it('treats a cookie with a wrong signature, or naming no session, as a visitor', async () => {
    const cookie = await signedInMember(app(), db(), 'forged@example.org');
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))];
    const token = value.slice(0, value.lastIndexOf('.'));
    const signature = value.slice(value.lastIndexOf('.') + 1);
    const otherToken = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    const forgedCookies = [
      `${name}=${encodeURIComponent(`${otherToken}.${signature}`)}`,
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${encodeURIComponent(`${token}.${createHmac('sha256', 'not our secret, though long enough').update(token).digest('base64')}`)}`,
    ];
    for (const forged of forgedCookies) {
      expect((await get('/api/account/export', forged)).statusCode, forged).toBe(401);
      expect((await get('/api/me', forged)).json().isAuthenticated, forged).toBe(false);
    }
    expect((await get('/api/account/export', cookie)).statusCode).toBe(200);
  });

  it('hands an expired session to better-auth, which deletes it and clears the cookie', async () => {
    const cookie = await signedInMember(app(), db(), 'expired@example.org');
    const session = await sessionOf('expired@example.org');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    const getSession = vi.spyOn(app().auth.api, 'getSession');
    const me = await get('/api/me', cookie);
    expect(me.json().isAuthenticated).toBe(false);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(me.cookies.find((item) => item.name.endsWith('session_token'))?.maxAge).toBe(0);
    expect(await db().select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it('extends a session once a day through better-auth, and then answers it alone again', async () => {
    const cookie = await signedInMember(app(), db(), 'daily@example.org');
    const session = await sessionOf('daily@example.org');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(session.expiresAt.getTime() - 2 * DAY_MS) })
      .where(eq(sessions.id, session.id));
    const getSession = vi.spyOn(app().auth.api, 'getSession');
    expect((await get('/api/account/export', cookie)).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect((await sessionOf('daily@example.org')).expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await get('/api/account/export', cookie)).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('reads the Secure-prefixed cookie in production, and not the same value under the plain name', async () => {
    const production = await buildTestApp(testAppRef.current.database, { ...PRODUCTION, SEED_DEMO_DATA: 'false' });
    try {
      await signUp(production, { email: 'secure@example.org' });
      await db().update(users).set({ emailVerified: true }).where(eq(users.email, 'secure@example.org'));
      const cookie = sessionCookieOf(await signIn(production, 'secure@example.org'));
      expect(cookie.startsWith('__Secure-')).toBe(true);
      const getSession = vi.spyOn(production.auth.api, 'getSession');
      const me = (value: string) => production.inject({ method: 'GET', url: '/api/me', headers: { cookie: value } });
      expect((await me(cookie)).json()).toMatchObject({ isAuthenticated: true, user: { email: 'secure@example.org' } });
      expect(getSession).not.toHaveBeenCalled();
      expect((await me(cookie.replace('__Secure-', ''))).json().isAuthenticated).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('never extends a session its member asked not to be remembered, and answers it without better-auth', async () => {
    await signedInMember(app(), db(), 'once@example.org');
    await db().delete(sessions);
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'once@example.org', password: TEST_PASSWORD, rememberMe: false },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    expect(cookie).toContain(sessionCookieOf(signIn));
    const before = await sessionOf('once@example.org');
    // better-auth gives such a session a day, which is past its refresh point from the start.
    expect(before.expiresAt.getTime()).toBeLessThan(Date.now() + 2 * DAY_MS);
    const getSession = vi.spyOn(app().auth.api, 'getSession');
    expect((await get('/api/account/export', cookie)).statusCode).toBe(200);
    expect((await get('/api/me', cookie)).json().isAuthenticated).toBe(true);
    expect(getSession).not.toHaveBeenCalled();
    expect(await sessionOf('once@example.org')).toEqual(before);
  });
});
