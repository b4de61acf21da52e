// What members see of the events they may join (docs/decisions/0032-events.md).
import { z } from 'zod';
import { DISTANCE_BUCKETS } from './discovery';
import { eventCore, RSVP_STATES } from './events';

export const memberEvent = eventCore.extend({
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
