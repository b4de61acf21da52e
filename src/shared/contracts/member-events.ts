// What members see of the events they may join (docs/decisions/0032-events.md).
import { z } from 'zod';
import { cardPhoto, DISTANCE_BUCKETS } from './discovery';
import { eventCore, RSVP_STATES } from './events';

/** The most matches one event lists as going (docs/decisions/0032-events.md, "Matches going"). */
export const MATCHES_GOING_SHOWN = 24;

/** One of the member's matches going to the event, who chose to be shown: first name and small photo. */
export const matchGoing = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  photo: cardPhoto.nullable(),
});
export type MatchGoing = z.infer<typeof matchGoing>;

export const memberEvent = eventCore.extend({
  goingCount: z.number().int(),
  /** How far from the member, as the deck's buckets: never a distance. */
  distance: z.enum(DISTANCE_BUCKETS),
  myState: z.enum(RSVP_STATES).nullable(),
  /** 1 for the first in line; null unless waiting. */
  waitingPosition: z.number().int().nullable(),
  /** Only for members who are going. */
  venue: z.string().nullable(),
  /**
   * The member's current matches going who chose "Show me to my matches as going", when the
   * member chose it too; otherwise empty. Never counts anyone else.
   */
  matchesGoing: z.array(matchGoing).max(MATCHES_GOING_SHOWN),
});
export type MemberEvent = z.infer<typeof memberEvent>;

export const memberEventList = z.strictObject({ events: z.array(memberEvent) });
export type MemberEventList = z.infer<typeof memberEventList>;

/** GET and PUT /api/events/sharing: the one switch "Show me to my matches as going", for every event. */
export const eventSharing = z.strictObject({ showMeToMatches: z.boolean() });
export type EventSharing = z.infer<typeof eventSharing>;
