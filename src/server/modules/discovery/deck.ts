// GET /api/discovery/deck: the next page of cards, best first (docs/decisions/0020-discovery.md).
import { eq } from 'drizzle-orm';
import type { DeckFilters, DeckResponse } from '../../../shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { allowanceOf, swipesUsedToday } from './allowance';
import { boostStateOf } from './boost';
import { cardOf, matchingProfileOf } from './cards';
import { deckCandidates } from './deck-query';
import { rank } from './ranking';
import { hasPassedMembers } from './view-again';
import type { Viewer } from './viewer';

/** Activity is stored at most once an hour: reading the deck must not be a write per request. */
const ACTIVITY_WRITE_EVERY_MS = 3_600_000;

export async function deckFor(
  db: Database,
  viewer: Viewer | null,
  isPremium: boolean,
  filters: DeckFilters,
  now: Date,
): Promise<DeckResponse> {
  if (!viewer) {
    return {
      needsProfile: true,
      cards: [],
      allowance: allowanceOf(isPremium, 0, now),
      canViewAgain: false,
      isPremium,
      boost: boostStateOf(isPremium, null, now),
    };
  }
  const [candidates, used, canViewAgain] = await Promise.all([
    deckCandidates(db, viewer.profile, filters, now),
    isPremium ? Promise.resolve(0) : swipesUsedToday(db, viewer.row.id, now),
    hasPassedMembers(db, viewer.row.id),
  ]);
  if (now.getTime() - viewer.row.lastActiveAt.getTime() > ACTIVITY_WRITE_EVERY_MS) {
    await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, viewer.row.id));
  }
  const ranked = rank(
    candidates.map((row) => ({
      card: cardOf(viewer.profile, matchingProfileOf(row, now), row),
      lastActiveAt: row.lastActiveAt,
      boostEndsAt: row.boostEndsAt,
    })),
    now,
  );
  return {
    needsProfile: false,
    cards: ranked.slice(0, DISCOVERY_LIMITS.deckPageSize),
    allowance: allowanceOf(isPremium, used, now),
    canViewAgain,
    isPremium,
    boost: boostStateOf(isPremium, viewer.row.boostEndsAt, now),
  };
}
