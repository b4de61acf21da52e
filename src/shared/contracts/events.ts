import { z } from 'zod';
import { isoTime } from './iso-time';

export const EVENT_SERIES = ['hookah-gatherings', 'heritage-festivals', 'community-meetups'] as const;
export type EventSeries = (typeof EVENT_SERIES)[number];

/** What an event is: one of the spec's three series, or another gathering (docs/decisions/0032-events.md). */
export const EVENT_KINDS = [...EVENT_SERIES, 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** Who may join: every member, or Premium members only. */
export const EVENT_AUDIENCES = ['all', 'premium'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const RSVP_STATES = ['going', 'waiting'] as const;
export type RsvpState = (typeof RSVP_STATES)[number];
/**
 * The e-mails owed about an event: it was cancelled, a place came free, it is tomorrow, or (to
 * Premium members near it) a new Premium-only event was published.
 */
export const EVENT_NOTICE_KINDS = ['cancelled', 'promoted', 'reminder', 'invited'] as const;
export type EventNoticeKind = (typeof EVENT_NOTICE_KINDS)[number];

/** Text stored once per language; every seeded or admin-made event carries all five. */
export const localizedText = z.strictObject({
  en: z.string(),
  fr: z.string(),
  ar: z.string(),
  sw: z.string(),
  am: z.string(),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** An admin's event text: any of the five languages; readers fall back to one that is given. */
export const partialText = z.strictObject({
  en: z.string().optional(),
  fr: z.string().optional(),
  ar: z.string().optional(),
  sw: z.string().optional(),
  am: z.string().optional(),
});
export type PartialText = z.infer<typeof partialText>;

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

/** What every view of one event holds, the admins' (admin-events.ts) and the members' (member-events.ts). */
export const eventCore = z.strictObject({
  id: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: partialText,
  description: partialText,
  city: z.string(),
  country: z.string(),
  /** IANA zone of the venue: times are shown in it. */
  timeZone: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  capacity: z.number().int(),
  audience: z.enum(EVENT_AUDIENCES),
  status: z.enum(EVENT_STATUSES),
});
