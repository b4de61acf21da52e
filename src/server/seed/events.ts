// Seeds the events of the demo community. Idempotent: a series row is matched by its slug and
// an occurrence by its series and start time, and existing rows are never touched, so an edit
// made by an admin survives the next start.
import { and, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { planEventOccurrences, type PlannedOccurrence } from './event-calendar';
import { EVENT_SERIES_SEED } from './event-series';

/** Serialises concurrent seeds (two processes starting at once) on a PostgreSQL advisory lock. */
const SEED_EVENTS_LOCK = 72_410_001;

const occurrenceKey = (series: string, startsAt: Date) => `${series}@${startsAt.toISOString()}`;

export async function seedEventSeries(db: Database): Promise<number> {
  const inserted = await db
    .insert(events)
    .values(EVENT_SERIES_SEED.map((seed) => ({ ...seed, series: seed.slug })))
    .onConflictDoNothing()
    .returning({ id: events.id });
  return inserted.length;
}

export async function seedEventOccurrences(db: Database, planned: PlannedOccurrence[]): Promise<number> {
  if (planned.length === 0) return 0;
  const times = planned.map((occurrence) => occurrence.startsAt.getTime());
  const existing = await db
    .select({ series: events.series, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        isNotNull(events.startsAt),
        gte(events.startsAt, new Date(Math.min(...times))),
        lte(events.startsAt, new Date(Math.max(...times))),
      ),
    );
  const known = new Set(existing.map((row) => occurrenceKey(row.series, row.startsAt as Date)));
  const missing = planned.filter((occurrence) => !known.has(occurrenceKey(occurrence.series, occurrence.startsAt)));
  if (missing.length > 0) await db.insert(events).values(missing);
  return missing.length;
}

/** The three series and their dated occurrences around `now`; returns how many rows it added. */
export async function seedEvents(db: Database, options: { now?: Date } = {}): Promise<number> {
  const planned = planEventOccurrences(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_EVENTS_LOCK})`);
    const series = await seedEventSeries(tx);
    const occurrences = await seedEventOccurrences(tx, planned);
    return series + occurrences;
  });
}
