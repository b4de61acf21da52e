// Session lifetimes (docs/decisions/0009-accounts.md): a member's session ends after a month
// whatever its use, an admin's after half an hour unused or twelve hours in all. The clock is the
// session's own timestamps, moved back in the database: nothing waits.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { signedInMember } from '../test/accounts';
import { useTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { SESSION_LIFETIMES } from './session-lifetimes';

const MINUTE = 60_000;

describe.each(testDatabases())('session lifetimes on $name', (testDatabase) => {
  // Sessions are aged by rewriting their rows, which no change announces: read them on every request.
  const testAppRef = useTestApp(testDatabase, { MEMBER_CACHE_SECONDS: '0' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const signedIn = async (cookie: string) =>
    (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().isAuthenticated as boolean;
  const adminCall = (cookie: string) => app().inject({ method: 'GET', url: '/api/admin/counters', headers: { cookie } });
  const sessionsOf = async (email: string) => {
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return db().select().from(sessions).where(eq(sessions.userId, user!.id));
  };
  /** Moves the member's session timestamps `ms` into the past. */
  const age = async (email: string, column: 'created_at' | 'updated_at', ms: number) => {
    const [session] = await sessionsOf(email);
    await db().execute(sql`update "session" set ${sql.raw(column)} = now() - ${`${ms} milliseconds`}::interval where id = ${session!.id}`);
  };

  it('ends a member session older than a month, however recently used, and deletes it', async () => {
    const cookie = await signedInMember(app(), db(), 'month@example.org');
    await age('month@example.org', 'created_at', SESSION_LIFETIMES.member.absoluteMs - MINUTE);
    expect(await signedIn(cookie)).toBe(true);
    await age('month@example.org', 'created_at', SESSION_LIFETIMES.member.absoluteMs + MINUTE);
    expect(await signedIn(cookie)).toBe(false);
    expect(await sessionsOf('month@example.org')).toEqual([]);
  });

  it('keeps an idle member session for days (their week is better-auth’s expiry)', async () => {
    const cookie = await signedInMember(app(), db(), 'idle@example.org');
    await age('idle@example.org', 'updated_at', 3 * 24 * 60 * MINUTE);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('ends an admin session after half an hour unused, and notes the use of an active one', async () => {
    const email = 'admin-idle@example.org';
    const cookie = await signedInMember(app(), db(), email, 'admin');
    await age(email, 'updated_at', 10 * MINUTE);
    expect((await adminCall(cookie)).statusCode).toBe(200);
    const [touched] = await sessionsOf(email);
    expect(Date.now() - touched!.updatedAt.getTime()).toBeLessThan(5 * MINUTE);

    await age(email, 'updated_at', SESSION_LIFETIMES.admin.idleMs + MINUTE);
    expect((await adminCall(cookie)).statusCode).toBe(401);
    expect(await sessionsOf(email)).toEqual([]);
  });

  it('ends an admin session after twelve hours, however active', async () => {
    const email = 'admin-day@example.org';
    const cookie = await signedInMember(app(), db(), email, 'admin');
    await age(email, 'created_at', SESSION_LIFETIMES.admin.absoluteMs + MINUTE);
    expect((await adminCall(cookie)).statusCode).toBe(401);
  });
});
