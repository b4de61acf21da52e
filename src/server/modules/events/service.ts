import {
  EVENT_SERIES,
  type EventSeriesView,
  type EventsResponse,
  type LocalizedText,
  localizedText,
} from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import { listSeriesRows, listUpcomingOccurrences, type OccurrenceRow } from './queries';

/** How many dated occurrences the events page shows under each series. */
export const UPCOMING_PER_SERIES = 3;

function toUpcoming(row: OccurrenceRow) {
  // The query only returns rows with a city, a country and a date. A row without a zone (made
  // before zones were recorded) is shown in UTC rather than not at all.
  return {
    id: row.id,
    city: row.city ?? '',
    country: row.country ?? '',
    timeZone: row.timeZone ?? 'UTC',
    startsAt: (row.startsAt as Date).toISOString(),
  };
}

function completeText(value: unknown): LocalizedText | undefined {
  // The answer's schema is strict; a stored text with a language more is read without it.
  const parsed = localizedText.strip().safeParse(value);
  if (!parsed.success) return undefined;
  return Object.values(parsed.data).every((text) => text.trim() !== '') ? parsed.data : undefined;
}

/**
 * The three series of the events page in the spec's order, each with its next occurrences. A
 * series row whose texts lack a language is left out rather than shown half-translated.
 */
export async function listEventSeries(db: Database, now: Date = new Date()): Promise<EventsResponse> {
  const [rows, upcoming] = await Promise.all([
    listSeriesRows(db),
    Promise.all(EVENT_SERIES.map((slug) => listUpcomingOccurrences(db, slug, now, UPCOMING_PER_SERIES))),
  ]);
  const series: EventSeriesView[] = [];
  EVENT_SERIES.forEach((slug, index) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    const title = completeText(row?.title);
    const schedule = completeText(row?.schedule);
    const description = completeText(row?.description);
    if (!title || !schedule || !description) return;
    series.push({
      slug,
      title,
      schedule,
      description,
      upcoming: (upcoming[index] ?? []).map(toUpcoming),
    });
  });
  return { series };
}
