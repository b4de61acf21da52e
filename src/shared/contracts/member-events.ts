// What members see of the events they may join (docs/decisions/0032-events.md).
import { z } from 'zod';
import { DISTANCE_BUCKETS } from './discovery';
import { EVENT_AUDIENCES, EVENT_KINDS, EVENT_STATUSES, partialText, RSVP_STATES } from './events';
import { isoTime } from './iso-time';

export const memberEvent = z.strictObject({
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
  goingCount: z.number().int(),
  /** How far from the member, as the deck's buckets: never a distance. */
  distance: z.enum(DISTANCE_BUCKETS),
  myState: z.enum(RSVP_STATES).nullable(),
  /** 1 for the first in line; null unless waiting. */
  waitingPosition: z.number().int().nullable(),
  /** Only for members who are going. */
  venue: z.string().nullable(),
});
export type MemberEvent = z.infer<typeof memberEvent>;

export const memberEventList = z.strictObject({ events: z.array(memberEvent) });
export type MemberEventList = z.infer<typeof memberEventList>;
