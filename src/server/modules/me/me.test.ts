// GET /api/me: who the server says the visitor is, and the session cookie it extends on the way.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityVerifications, sessions, users } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
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
    await db().update(identityVerifications).set({ status: 'approved', decidedAt: new Date() }).where(eq(identityVerifications.userId, user!.id));
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
