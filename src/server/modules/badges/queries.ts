// The counts behind the member's tabs (docs/architecture.md, "The member's shell").
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isDiscoverable, notBlockedEitherWay } from '../member-cards';

/**
 * Members who liked `memberId` and whom `memberId` has not swiped yet: the likes waiting for an
 * answer. Only members who may be seen at all count (verified, subscribed, not paused, neither suspended nor
 * banned: isDiscoverable) and nobody on the other side of a block; a like the member answered
 * (a like back is a match, a pass is a pass) is no longer new.
 */
export async function newLikesOf(db: Database, memberId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as likes from swipe liked
    where liked.target_id = ${memberId} and liked.direction = 'like'
      and not exists (select 1 from swipe mine where mine.swiper_id = ${memberId} and mine.target_id = liked.swiper_id)
      and ${notBlockedEitherWay(memberId, sql`liked.swiper_id`)}
      and ${isDiscoverable(sql`liked.swiper_id`)}`);
  return Number((result as { rows: { likes: number | string }[] }).rows[0]?.likes ?? 0);
}
