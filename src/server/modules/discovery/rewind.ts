// Rewind, Premium's (docs/decisions/0020-discovery.md, "Rewind"): the member's latest swipe, when
// it is a pass made on today's UTC day (the day the daily allowances count by) and after their
// last rewind, is taken back: the row goes, so the member is in the deck again, first. The rewind
// time kept per member is what makes each pass rewindable once and keeps a second rewind from
// reaching the pass before it. A like is never taken back: it may already be a match.
import { and, desc, eq } from 'drizzle-orm';
import type { RewindResponse } from '../../../shared/contracts/likes';
import type { Database } from '../../db/client';
import { swipeRewinds, swipes, users } from '../../db/schema';
import { AppError } from '../../errors';
import { utcDayOf } from '../../platform/daily-allowance';
import { cardOf, matchingProfileOf, selectMembers, type Viewer } from '../member-cards';
import { swipeableBy } from './deck-query';

const nothingToRewind = () => new AppError('NOTHING_TO_REWIND', 'There is no pass of today to take back.');

export async function rewindLastPass(db: Database, viewer: Viewer, now: Date): Promise<RewindResponse> {
  const viewerId = viewer.row.id;
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ targetId: swipes.targetId, direction: swipes.direction, createdAt: swipes.createdAt })
      .from(swipes)
      .where(eq(swipes.swiperId, viewerId))
      .orderBy(desc(swipes.createdAt))
      .limit(1);
    if (!latest || latest.direction !== 'pass' || utcDayOf(latest.createdAt) !== utcDayOf(now)) throw nothingToRewind();
    const [rewound] = await tx.select({ at: swipeRewinds.rewoundAt }).from(swipeRewinds).where(eq(swipeRewinds.memberId, viewerId));
    if (rewound && latest.createdAt <= rewound.at) throw nothingToRewind();
    // Only a member the deck could offer again: a member blocked or gone since stays passed.
    const [target] = await selectMembers(tx).where(and(eq(users.id, latest.targetId), swipeableBy(viewer.profile, now)));
    if (!target) throw nothingToRewind();
    // The pass, still there: of two rewinds at once, one takes it back and the other finds nothing.
    const deleted = await tx
      .delete(swipes)
      .where(and(eq(swipes.swiperId, viewerId), eq(swipes.targetId, latest.targetId), eq(swipes.direction, 'pass')))
      .returning({ targetId: swipes.targetId });
    if (deleted.length === 0) throw nothingToRewind();
    await tx
      .insert(swipeRewinds)
      .values({ memberId: viewerId, rewoundAt: now })
      .onConflictDoUpdate({ target: swipeRewinds.memberId, set: { rewoundAt: now } });
    // A member passed on is no match: a first name only ("First names until a match").
    return { member: cardOf(viewer.profile, matchingProfileOf(target, now), target, false) };
  });
}
