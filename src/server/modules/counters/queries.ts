import { and, count, eq, gte } from 'drizzle-orm';
import type { CounterName } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { counterOverrides, events, identityVerifications, matches } from '../../db/schema';

export type LiveCounts = Record<CounterName, number>;

/**
 * Live counts behind the public counters (spec: "count of users where verified is true; count
 * of matches where confirmed is true; count of all events"). A verified member is one whose
 * identity verification was approved (docs/decisions/0013-verification-and-photos.md); a match
 * is a pair who liked each other (docs/decisions/0020-discovery.md). Each is one index-backed
 * count, and the route lets browsers and proxies keep the answer for 30 seconds.
 */
export async function countLive(db: Database, now: Date = new Date()): Promise<LiveCounts> {
  const [[verified], [confirmed], [all]] = await Promise.all([
    db.select({ value: count() }).from(identityVerifications).where(eq(identityVerifications.status, 'approved')),
    db.select({ value: count() }).from(matches).where(eq(matches.confirmed, true)),
    db
      .select({ value: count() })
      .from(events)
      .where(and(eq(events.status, 'published'), gte(events.startsAt, now))),
  ]);
  return { verified: verified?.value ?? 0, matches: confirmed?.value ?? 0, events: all?.value ?? 0 };
}

export async function listOverrides(db: Database): Promise<Partial<Record<CounterName, number | null>>> {
  const rows = await db.select({ name: counterOverrides.counterName, value: counterOverrides.overrideValue }).from(counterOverrides);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

export async function saveOverride(db: Database, name: CounterName, value: number | null): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(counterOverrides)
    .values({ counterName: name, overrideValue: value, updatedAt })
    .onConflictDoUpdate({ target: counterOverrides.counterName, set: { overrideValue: value, updatedAt } });
}
