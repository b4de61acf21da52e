import { z } from 'zod';

export const EVENT_SERIES = ['hookah-gatherings', 'heritage-festivals', 'community-meetups'] as const;
export type EventSeries = (typeof EVENT_SERIES)[number];

/** Text stored once per language; every seeded or admin-made event carries all five. */
export const localizedText = z.strictObject({
  en: z.string(),
  fr: z.string(),
  ar: z.string(),
  sw: z.string(),
  am: z.string(),
});
export type LocalizedText = z.infer<typeof localizedText>;

export const upcomingEvent = z.strictObject({
  id: z.number().int(),
  city: z.string(),
  country: z.string(),
  /** IANA zone of the venue: times are shown in it, as the venue's local time. */
  timeZone: z.string(),
  startsAt: z.string(),
});

export const eventSeriesView = z.strictObject({
  slug: z.enum(EVENT_SERIES),
  title: localizedText,
  schedule: localizedText,
  description: localizedText,
  upcoming: z.array(upcomingEvent),
});
export type EventSeriesView = z.infer<typeof eventSeriesView>;

export const eventsResponse = z.strictObject({ series: z.array(eventSeriesView) });
export type EventsResponse = z.infer<typeof eventsResponse>;
