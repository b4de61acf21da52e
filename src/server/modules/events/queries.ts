import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { EVENT_SERIES, type EventSeries, type LocalizedText } from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';

export interface SeriesRow {
  slug: string | null;
  /** Complete on a series row; completeText in service.ts checks every language is there. */
  title: Partial<LocalizedText> | null;
  schedule: LocalizedText | null;
  description: Partial<LocalizedText> | null;
}

export interface OccurrenceRow {
  id: number;
  city: string | null;
  country: string | null;
  timeZone: string | null;
  startsAt: Date | null;
}

/** The rows that describe each series: a slug and no date. */
export async function listSeriesRows(db: Database): Promise<SeriesRow[]> {
  return db
    .select({ slug: events.slug, title: events.title, schedule: events.schedule, description: events.description })
    .from(events)
    .where(and(inArray(events.slug, [...EVENT_SERIES]), isNull(events.startsAt)));
}

/** The next published occurrences of one series from `from` on, earliest first (served by the series/starts_at index). */
export async function listUpcomingOccurrences(db: Database, series: EventSeries, from: Date, limit: number): Promise<OccurrenceRow[]> {
  return db
    .select({ id: events.id, city: events.city, country: events.country, timeZone: events.timeZone, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.series, series),
        eq(events.status, 'published'),
        gte(events.startsAt, from),
        isNotNull(events.city),
        isNotNull(events.country),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}
