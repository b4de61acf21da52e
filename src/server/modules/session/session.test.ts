// GET /api/me: who the server says the visitor is, and the session cookie it extends on the way.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errors';
import { createRandom, randomRequest } from '../../test/fuzz-bodies';
import { identityVerifications, sessions, users } from '../../db/schema';
import { sentMail, signedInMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { messageTextsFor } from '../../i18n/message-texts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('GET /api/me on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const getMe = (cookie?: string) => app().inject({ url: '/api/me', headers: cookie ? { cookie } : {} });

  it('tells a visitor they are a visitor, uncached, and sets no cookie', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({
      isAuthenticated: false,
      hasSubscription: false,
      hasCompletedQuestionnaire: false,
      hasVerifiedID: false,
      isPremium: false,
    });
  });

  it('describes a signed-in member, and leaves a fresh session alone', async () => {
    const cookie = await signedInMember(app(), db(), 'Hawa@example.org');
    const response = await getMe(cookie);
    expect(response.json()).toMatchObject({
      isAuthenticated: true,
      hasSubscription: false,
      hasVerifiedID: false,
      user: { email: 'hawa@example.org', emailVerified: true, displayName: 'Amina', role: 'member', language: 'en' },
    });
    // Refreshed only once updateAge (a day) has passed: no cookie on every call.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('says hasVerifiedID once the identity verification is approved, and not while it is pending', async () => {
    const cookie = await signedInMember(app(), db(), 'hawa@example.org');
    const [user] = await db().select().from(users).where(eq(users.email, 'hawa@example.org'));
    await db().insert(identityVerifications).values({ userId: user!.id, status: 'pending' });
    expect((await getMe(cookie)).json().hasVerifiedID).toBe(false);
    await db()
      .update(identityVerifications)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(eq(identityVerifications.userId, user!.id));
    // Announced as an admin's decision announces it (verification/admin-routes.ts): GET /api/me
    // answers from the member caches, which the announcement drops.
    app().memberChanges.changed([user!.id]);
    expect((await getMe(cookie)).json().hasVerifiedID).toBe(true);
  });

  it('forwards the cookie better-auth sets when it extends a session that is due a refresh', async () => {
    const cookie = await signedInMember(app(), db(), 'hawa@example.org');
    const [user] = await db().select().from(users).where(eq(users.email, 'hawa@example.org'));
    // Two days older: the session now ends in five days and was last extended two days ago.
    const [before] = await db().select().from(sessions).where(eq(sessions.userId, user!.id));
    const aged = new Date(before!.expiresAt.getTime() - 2 * DAY_MS);
    await db()
      .update(sessions)
      .set({ expiresAt: aged, updatedAt: new Date(before!.updatedAt.getTime() - 2 * DAY_MS) })
      .where(eq(sessions.id, before!.id));

    const response = await getMe(cookie);
    expect(response.json().isAuthenticated).toBe(true);
    const sessionCookie = response.cookies.find((item) => item.name.endsWith('session_token'));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie!.httpOnly).toBe(true);
    const [after] = await db().select().from(sessions).where(eq(sessions.id, before!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + DAY_MS);
    // The browser is told the new end too.
    expect(sessionCookie!.maxAge ?? 0).toBeGreaterThan(6 * 24 * 60 * 60);
  });
});

describe.each(testDatabases())('PATCH /api/me on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const patchMe = (payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'PATCH', url: '/api/me', headers, payload: payload as object });
  const languageOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!.language;

  it("stores a member's language, and the next reset e-mail is written in it", async () => {
    const cookie = await signedInMember(app(), db(), 'layla@example.org');
    const response = await patchMe({ language: 'ar' }, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'ar' });
    expect(await languageOf('layla@example.org')).toBe('ar');
    expect((await app().inject({ url: '/api/me', headers: { cookie } })).json().user.language).toBe('ar');

    await app().inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: SITE_ORIGIN },
      payload: { email: 'layla@example.org', redirectTo: '/reset-password' },
    });
    const [reset] = (await sentMail(app(), db(), 'layla@example.org')).filter((mail) => mail.text.includes('/reset-password/'));
    expect(reset!.subject).toBe(messageTextsFor('ar').mail.resetPassword.subject);
  });

  it('refuses an unknown language, other fields and a body that is not an object, changing nothing', async () => {
    const cookie = await signedInMember(app(), db(), 'layla@example.org');
    for (const payload of [{ language: 'de' }, { language: 'ar', role: 'admin' }, { language: 'ar', displayName: 'X' }, {}, ['ar']]) {
      const response = await patchMe(payload, { cookie });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const [user] = await db().select().from(users).where(eq(users.email, 'layla@example.org'));
    expect(user).toMatchObject({ language: 'en', role: 'member', displayName: 'Amina' });
  });

  it('never answers 5xx to random bodies, and stores only a known language', async () => {
    const cookie = await signedInMember(app(), db(), 'layla@example.org');
    const seed = Math.floor(Math.random() * 2 ** 32);
    const random = createRandom(seed);
    for (let iteration = 0; iteration < 60; iteration += 1) {
      const { payload, contentType } = randomRequest(random, { language: 'sw' });
      const response = await app().inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie, 'content-type': contentType, origin: SITE_ORIGIN },
        payload,
      });
      const context = `seed ${seed}, iteration ${iteration}, body ${payload.slice(0, 200)}`;
      expect(response.statusCode, context).toBeLessThan(500);
      if (response.statusCode >= 400) expect(ERROR_CODES, context).toContain(response.json().code);
      expect(LANGUAGES, context).toContain(await languageOf('layla@example.org'));
    }
  });

  it('is for signed-in members, from our own pages', async () => {
    expect((await patchMe({ language: 'ar' })).statusCode).toBe(401);
    const cookie = await signedInMember(app(), db(), 'layla@example.org');
    const forged = await patchMe({ language: 'ar' }, { cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(await languageOf('layla@example.org')).toBe('en');
  });
});
