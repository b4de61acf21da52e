// The admins' events: what they write and what they see (docs/decisions/0032-events.md).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { EVENT_AUDIENCES, EVENT_KINDS, eventCore } from './events';
import { text } from './text';
import { timeZoneName } from './time-zone';

export const EVENT_LIMITS = { title: 120, description: 2000, city: 80, venue: 200, capacity: 100_000 } as const;

/** A wall-clock time at the venue, as an `<input type="datetime-local">` gives it. */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

const textOf = (max: number) => {
  const field = () => text().max(max).optional();
  return z.strictObject({ en: field(), fr: field(), ar: field(), sw: field(), am: field() });
};

export const eventInput = z
  .strictObject({
    kind: z.enum(EVENT_KINDS),
    title: textOf(EVENT_LIMITS.title).refine((title) => LANGUAGES.some((language) => (title[language] ?? '').trim() !== ''), {
      message: 'required',
    }),
    description: textOf(EVENT_LIMITS.description),
    city: text().trim().min(1).max(EVENT_LIMITS.city),
    country: z.string().regex(/^[A-Z]{2}$/),
    venue: text().trim().min(1).max(EVENT_LIMITS.venue),
    timeZone: timeZoneName,
    startsAt: localDateTime,
    endsAt: localDateTime,
    capacity: z.number().int().min(1).max(EVENT_LIMITS.capacity),
    audience: z.enum(EVENT_AUDIENCES),
  })
  .refine((input) => input.endsAt > input.startsAt, { message: 'ends_before_start', path: ['endsAt'] });
export type EventInput = z.input<typeof eventInput>;

export const adminEvent = eventCore.extend({
  venue: z.string(),
  /** The same times as wall-clock times at the venue, as the form edits them. */
  localStartsAt: localDateTime,
  localEndsAt: localDateTime,
  going: z.number().int(),
  waiting: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEvent>;

export const adminEventList = z.strictObject({ events: z.array(adminEvent) });
