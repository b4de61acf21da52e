// Likes, passes and matches among the demo members, shaped like the ones discovery stores
// (modules/matches/likes.ts): one swipe row per (swiper, target), and one matches row per pair
// with at least one like, in id order, confirmed when both liked. Only pairs that pass both
// sides' hard filters (modules/member-cards/compatibility.ts) ever swipe, as in the deck.
import type { matches, swipes } from '../../db/schema';
import { type MatchingProfile, passesHardFilters } from '../../modules/member-cards';
import { orderedPair } from '../../modules/matches';
import { type CommunityMember, matchingProfileOfMember } from './generate';
import { createRandom } from './random';

export type SwipeRow = Required<Pick<typeof swipes.$inferInsert, 'swiperId' | 'targetId' | 'direction' | 'createdAt'>>;
export type MatchRow = Omit<typeof matches.$inferInsert, 'id'>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const LIKE_SHARE = 0.6;
/** How often the one liked likes back (a match), or passes (a like left unanswered otherwise). */
const LIKE_BACK_SHARE = 0.3;
const PASS_BACK_SHARE = 0.15;

/** Swipes and the matches rows they make: the one place the two are kept in step. */
export class SwipeBook {
  private readonly byPair = new Map<string, SwipeRow>();

  has(swiperId: string, targetId: string): boolean {
    return this.byPair.has(`${swiperId}>${targetId}`);
  }

  add(swiperId: string, targetId: string, direction: SwipeRow['direction'], createdAt: Date): void {
    this.byPair.set(`${swiperId}>${targetId}`, { swiperId, targetId, direction, createdAt });
  }

  /** The swipes `keep` accepts, in a book of their own. */
  filter(keep: (swipe: SwipeRow) => boolean): SwipeBook {
    const kept = new SwipeBook();
    for (const swipe of this.byPair.values()) if (keep(swipe)) kept.add(swipe.swiperId, swipe.targetId, swipe.direction, swipe.createdAt);
    return kept;
  }

  swipes(): SwipeRow[] {
    return [...this.byPair.values()];
  }

  /** One row per pair with a like: liked_by_* when each liked, confirmed at the second like. */
  matches(): MatchRow[] {
    const rows = new Map<string, MatchRow>();
    for (const swipe of this.byPair.values()) {
      if (swipe.direction !== 'like') continue;
      const { memberA, memberB, viewerIsA } = orderedPair(swipe.swiperId, swipe.targetId);
      const key = `${memberA}|${memberB}`;
      const row = rows.get(key) ?? { memberA, memberB, likedByA: null, likedByB: null, confirmed: false, confirmedAt: null };
      if (viewerIsA) row.likedByA = swipe.createdAt;
      else row.likedByB = swipe.createdAt;
      rows.set(key, row);
    }
    for (const row of rows.values()) {
      const [first, second] = [row.likedByA, row.likedByB];
      row.createdAt = first && second ? new Date(Math.min(first.getTime(), second.getTime())) : (first ?? second ?? undefined);
      if (first && second) {
        row.confirmed = true;
        row.confirmedAt = new Date(Math.max(first.getTime(), second.getTime()));
      }
    }
    return [...rows.values()];
  }
}

/**
 * Each member swipes a few members who could see them in their deck; some of those liked like
 * back. A member's swipes come from a generator of their own, so the same community always
 * gets the same swipes.
 */
export function planSwipes(members: readonly CommunityMember[], now: Date): SwipeBook {
  const book = new SwipeBook();
  const profiles = members.map(matchingProfileOfMember);
  const byGender = { woman: [] as MatchingProfile[], man: [] as MatchingProfile[] };
  for (const profile of profiles) byGender[profile.gender].push(profile);
  for (const [position, swiper] of profiles.entries()) {
    const random = createRandom(`sahel-hearts-demo-swipes-${members[position]!.index}`);
    const sought = byGender[swiper.seeking === 'women' ? 'woman' : 'man'];
    if (sought.length === 0) continue;
    const wanted = random.int(3, 11);
    let made = 0;
    for (let attempt = 0; attempt < wanted * 6 && made < wanted; attempt += 1) {
      const target = random.pick(sought);
      if (book.has(swiper.id, target.id) || !passesHardFilters(swiper, target)) continue;
      made += 1;
      const at = new Date(now.getTime() - random.int(2 * HOUR_MS, 30 * DAY_MS));
      const liked = random.chance(LIKE_SHARE);
      book.add(swiper.id, target.id, liked ? 'like' : 'pass', at);
      if (!liked || book.has(target.id, swiper.id)) continue;
      const answer = random.next();
      const later = new Date(Math.min(now.getTime() - HOUR_MS, at.getTime() + random.int(HOUR_MS, 5 * DAY_MS)));
      if (answer < LIKE_BACK_SHARE) book.add(target.id, swiper.id, 'like', later);
      else if (answer < LIKE_BACK_SHARE + PASS_BACK_SHARE) book.add(target.id, swiper.id, 'pass', later);
    }
  }
  return book;
}
