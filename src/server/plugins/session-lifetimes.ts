// How long a session lives (docs/decisions/0009-accounts.md, "Session lifetimes"). Members sign
// in on their own phones and come back every few days: a week without use ends a session, and
// none outlives a month. Admins see ID documents and can ban: half an hour without use ends their
// session, and none outlives a working day. better-auth enforces the members' idle week itself
// (expiresIn, moved forward once a day by updateAge); the rest is checked here on every request
// that reads the session.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const SESSION_LIFETIMES = {
  member: { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS },
  admin: { idleMs: 30 * MINUTE_MS, absoluteMs: 12 * 60 * MINUTE_MS },
} as const;

/** How often an admin's use is written down: the idle half hour is measured to within this. */
export const ADMIN_ACTIVITY_STEP_MS = 5 * MINUTE_MS;

/** better-auth's settings for the members' idle week, in seconds. */
export const BETTER_AUTH_SESSION_SETTINGS = {
  expiresIn: SESSION_LIFETIMES.member.idleMs / 1000,
  updateAge: DAY_MS / 1000,
} as const;

interface SessionTimes {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Whether the session has outlived its role's lifetimes at `now`. */
export function sessionHasLapsed(session: SessionTimes, role: string | null | undefined, now = Date.now()): boolean {
  const lifetime = role === 'admin' ? SESSION_LIFETIMES.admin : SESSION_LIFETIMES.member;
  if (now - new Date(session.createdAt).getTime() > lifetime.absoluteMs) return true;
  return role === 'admin' && now - new Date(session.updatedAt).getTime() > lifetime.idleMs;
}

/**
 * When the session ends unless it is used (better-auth's idle week, moved forward by use) or at
 * the latest (the role's lifetimes): an open live socket closes then (docs/decisions/0023-messages.md).
 */
export function sessionEndsAt(session: SessionTimes & { expiresAt: Date }, role: string | null | undefined): Date {
  const lifetime = role === 'admin' ? SESSION_LIFETIMES.admin : SESSION_LIFETIMES.member;
  const ends = [new Date(session.expiresAt).getTime(), new Date(session.createdAt).getTime() + lifetime.absoluteMs];
  if (role === 'admin') ends.push(new Date(session.updatedAt).getTime() + lifetime.idleMs);
  return new Date(Math.min(...ends));
}

/**
 * Ends a lapsed session for good, or notes an admin's use (at most once per step, so an admin
 * clicking through the queue costs one write every five minutes, not one per request).
 * Answers whether the session may be used.
 */
export async function keepSessionWithinLifetime(
  db: Database,
  session: SessionTimes,
  role: string | null | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (sessionHasLapsed(session, role, now)) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return false;
  }
  if (role === 'admin' && now - new Date(session.updatedAt).getTime() > ADMIN_ACTIVITY_STEP_MS) {
    await db
      .update(sessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  return true;
}
