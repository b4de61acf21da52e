// The verified demo accounts of the README (seed/accounts.ts, seed/demo-onboarding.ts) get a
// life in the demo community: a few confirmed matches, and a few members who already liked them,
// so that a like in their deck makes a match at once. Those are chosen among the members they
// could meet in the deck (both sides' hard filters), best fit first by discovery's own score, and
// the ones who liked them were active in the last hours, so they sit near the top of the deck.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { compatibilityOf, type MatchingProfile, passesHardFilters } from '../../modules/member-cards';
import { readViewer } from '../../modules/member-cards';
import { type CommunityMember, matchingProfileOfMember } from './generate';
import { createRandom } from './random';
import type { SwipeBook } from './relations';

/** The subscribed member and the Premium member of the README's demo accounts. */
export const ANCHOR_EMAILS = ['dawit@demo.sahelhearts.test', 'selam@demo.sahelhearts.test'] as const;
export const ANCHOR_MATCHES = 5;
export const ANCHOR_PENDING_LIKES = 8;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The demo accounts that have a profile and a questionnaire, as discovery sees them now. */
export async function readAnchors(db: Database, now: Date): Promise<MatchingProfile[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...ANCHOR_EMAILS]));
  const anchors: MatchingProfile[] = [];
  for (const { id } of rows) {
    const viewer = await readViewer(db, id, now);
    if (viewer) anchors.push(viewer.profile);
  }
  return anchors.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Adds to `book` each anchor's pending likes (from the members that fit them best) and confirmed
 * matches (the next best), among `members`, who are new and so have no swipe with them yet. The
 * members who liked an anchor get a last activity in the last hours (the deck prefers those).
 */
export function planAnchorRelations(
  anchors: readonly MatchingProfile[],
  members: readonly CommunityMember[],
  book: SwipeBook,
  now: Date,
): void {
  const random = createRandom('sahel-hearts-demo-anchors');
  const profiles = members.map((member) => ({ member, profile: matchingProfileOfMember(member) }));
  for (const anchor of anchors) {
    const fitting = profiles
      .filter(({ profile }) => passesHardFilters(anchor, profile) && !book.has(anchor.id, profile.id) && !book.has(profile.id, anchor.id))
      .map((entry) => ({ ...entry, score: compatibilityOf(anchor, entry.profile).score }))
      .sort((a, b) => b.score - a.score || a.member.index - b.member.index);
    const pending = fitting.slice(0, ANCHOR_PENDING_LIKES);
    const matched = fitting.slice(ANCHOR_PENDING_LIKES, ANCHOR_PENDING_LIKES + ANCHOR_MATCHES);
    for (const { member } of pending) {
      book.add(member.id, anchor.id, 'like', new Date(now.getTime() - random.int(20 * MINUTE_MS, 3 * DAY_MS)));
      member.profile.lastActiveAt = new Date(now.getTime() - random.int(5, 180) * MINUTE_MS);
    }
    for (const { member } of matched) {
      const liked = now.getTime() - random.int(2 * DAY_MS, 20 * DAY_MS);
      book.add(anchor.id, member.id, 'like', new Date(liked));
      book.add(member.id, anchor.id, 'like', new Date(liked + random.int(30 * MINUTE_MS, DAY_MS)));
    }
  }
}
