// POST /api/discovery/swipes: one decision on one member, stored once; a like both ways makes
// one match, and a like may carry a comment on one of the member's prompts or photos. The checks
// come first and change nothing; the swipe, the allowance and the like are one transaction, so a
// refused swipe leaves no trace.
import { and, eq } from 'drizzle-orm';
import type { SwipeInput, SwipeResponse } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { swipes, users } from '../../db/schema';
import { AppError } from '../../errors';
import { allowanceOf, swipesUsedToday, takeSwipe } from './allowance';
import { cardOf, matchingProfileOf } from '../member-cards';
import { swipeableBy } from './deck-query';
import { checkCommentTarget, commentColumnsOf } from './like-comment';
import { recordLike } from '../matches';
import { selectMembers } from '../member-cards';
import type { Viewer } from '../member-cards';
import type { PushAnnouncer } from '../../platform/push-announcer';
import { openerOfMatch } from './opener/opener-of-match';

export const memberNotFound = () => new AppError('NOT_FOUND', 'No such member.');
export const profileRequired = () => new AppError('PROFILE_REQUIRED', 'Save your profile first.');

export async function swipe(
  db: Database,
  viewer: Viewer,
  isPremium: boolean,
  input: SwipeInput,
  now: Date,
  push?: PushAnnouncer,
): Promise<SwipeResponse> {
  if (input.targetId === viewer.row.id) throw new AppError('CANNOT_TARGET_SELF', 'You cannot swipe your own profile.');
  // Only a member the deck could offer: unknown, blocked, hidden and out-of-filter ids look alike.
  const [target] = await selectMembers(db).where(and(eq(users.id, input.targetId), swipeableBy(viewer.profile, now)));
  if (!target) throw memberNotFound();
  if (input.comment) await checkCommentTarget(db, target.id, input.comment);

  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(swipes)
      .values({
        swiperId: viewer.row.id,
        targetId: target.id,
        direction: input.direction,
        createdAt: now,
        ...commentColumnsOf(input.comment),
      })
      .onConflictDoNothing()
      .returning({ direction: swipes.direction });
    if (inserted.length === 0) {
      // The same swipe again (a retry, a second tab): the first decision stands, nothing is counted.
      const [stored] = await tx
        .select({ direction: swipes.direction })
        .from(swipes)
        .where(and(eq(swipes.swiperId, viewer.row.id), eq(swipes.targetId, target.id)));
      return { direction: stored!.direction, like: null, used: null };
    }
    const used = isPremium ? 0 : await takeSwipe(tx, viewer.row.id, now);
    if (used === null) {
      throw new AppError('SWIPE_LIMIT_REACHED', "Today's swipes are spent.", {
        allowance: allowanceOf(false, Number.MAX_SAFE_INTEGER, now),
      });
    }
    const like = input.direction === 'like' ? await recordLike(tx, viewer.row.id, target.id) : null;
    return { direction: input.direction, like, used };
  });

  // The count the swipe took; read only after a repeated swipe, which took none.
  const used = isPremium ? 0 : (outcome.used ?? (await swipesUsedToday(db, viewer.row.id, now)));
  // A new like tells the liked member's devices, unnamed; a new match tells the one who liked
  // first (the other one made it on screen) (docs/decisions/0035-push-notifications.md).
  if (outcome.like) {
    await push?.owe([
      outcome.like.newMatch
        ? { memberId: target.id, kind: 'match', subjectId: outcome.like.matchId, actorId: viewer.row.id }
        : { memberId: target.id, kind: 'like' },
    ]);
  }
  let match: SwipeResponse['match'] = null;
  if (outcome.like?.newMatch === true) {
    const other = matchingProfileOf(target, now);
    const matchId = outcome.like.matchId;
    match = {
      id: matchId,
      member: cardOf(viewer.profile, other, target, true),
      matchedAt: (outcome.like.confirmedAt ?? now).toISOString(),
      // The first message the liker may send, from what the two share (docs/decisions/0020-discovery.md, "The match moment").
      suggestion: await openerOfMatch(db, viewer, other, target, matchId),
    };
  }
  return { direction: outcome.direction, match, allowance: allowanceOf(isPremium, used, now) };
}
