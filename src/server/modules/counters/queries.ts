import { count } from 'drizzle-orm';
import type { CounterName } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { counterOverrides, events } from '../../db/schema';

export type LiveCounts = Record<CounterName, number>;

/**
 * Live counts behind the public counters. Members and matches have no tables until the
 * accounts and matching issues land, so they count 0 (and the public sees the fallback).
 */
export async function countLive(db: Database): Promise<LiveCounts> {
  const [eventRow] = await db.select({ value: count() }).from(events);
  return { verified: 0, matches: 0, events: eventRow?.value ?? 0 };
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
