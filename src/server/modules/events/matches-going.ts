// Which of a member's matches are going to events (docs/decisions/0032-events.md, "Matches going"):
// only current matches (a confirmed match row: an unmatch, a block or a ban deletes it), never a
// member blocked either way, suspended or banned (visibleMember), and only those who chose "Show me
// to my matches as going", to a member who chose it too. Nothing else about the others is counted.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { MATCHES_GOING_SHOWN, type MatchGoing } from '../../../shared/contracts/member-events';
import type { Database } from '../../db/client';
import { eventMatchSharing, eventRsvps, matches, users } from '../../db/schema';
import { cardPhotoOf, firstNameOf, mainPhoto, notBlockedEitherWay } from '../member-cards';
import { visibleMember } from '../moderation';

/** The member's matches going to each of `eventIds` who may be shown to them; empty when the member is not shown. */
export async function matchesGoingTo(db: Database, viewerId: string, eventIds: number[]): Promise<Map<number, MatchGoing[]>> {
  const byEvent = new Map<number, MatchGoing[]>();
  if (eventIds.length === 0) return byEvent;
  const matchedWithViewer = and(
    eq(matches.confirmed, true),
    or(
      and(eq(matches.memberA, viewerId), eq(matches.memberB, eventRsvps.memberId)),
      and(eq(matches.memberB, viewerId), eq(matches.memberA, eventRsvps.memberId)),
    ),
  );
  const rows = await db
    .select({ eventId: eventRsvps.eventId, id: users.id, displayName: users.displayName, photo: mainPhoto })
    .from(eventRsvps)
    .innerJoin(eventMatchSharing, eq(eventMatchSharing.memberId, eventRsvps.memberId))
    .innerJoin(matches, matchedWithViewer)
    .innerJoin(users, eq(users.id, eventRsvps.memberId))
    .where(
      and(
        inArray(eventRsvps.eventId, eventIds),
        eq(eventRsvps.state, 'going'),
        sql`exists (select 1 from event_match_sharing own where own.member_id = ${viewerId})`,
        visibleMember(users.id),
        notBlockedEitherWay(viewerId, users.id),
      ),
    )
    .orderBy(asc(eventRsvps.eventId), asc(users.displayName), asc(users.id));
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    if (list.length >= MATCHES_GOING_SHOWN) continue;
    list.push({ id: row.id, firstName: firstNameOf(row.displayName), photo: row.photo ? cardPhotoOf(row.photo) : null });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}
