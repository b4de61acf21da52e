// GET /api/discovery/deck: the next page of cards, best first (docs/decisions/0020-discovery.md).
import { eq, inArray } from 'drizzle-orm';
import type { DeckFilters, DeckResponse } from '../../../shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { allowanceOf, swipesUsedToday } from './allowance';
import { boostStateOf } from './boost';
import { cardOf, matchingProfileOf } from '../member-cards';
import { compatibilityOf, type MatchingProfile } from '../member-cards';
import { deckCandidates } from './deck-query';
import { type ScoringRow, selectMembers } from '../member-cards';
import { rank } from './ranking';
import { hasPassedMembers } from './view-again';
import type { Viewer } from '../member-cards';

/** The pool scored and ranked; the best `deckPageSize` of it, as cards (their full rows read now). */
async function bestCards(db: Database, viewer: MatchingProfile, candidates: ScoringRow[], now: Date) {
  const scored = candidates.map((row) => {
    const member = matchingProfileOf(row, now);
    const compatibility = compatibilityOf(viewer, member);
    return { id: row.id, member, compatibility, score: compatibility.score, lastActiveAt: row.lastActiveAt, boostEndsAt: row.boostEndsAt };
  });
  const page = rank(scored, now).slice(0, DISCOVERY_LIMITS.deckPageSize);
  if (page.length === 0) return [];
  const rows = new Map(
    (
      await selectMembers(db).where(
        inArray(
          users.id,
          page.map((entry) => entry.id),
        ),
      )
    ).map((row) => [row.id, row]),
  );
  // A member whose profile went away between the two reads is left out.
  return page.flatMap((entry) => {
    const row = rows.get(entry.id);
    return row ? [cardOf(viewer, entry.member, row, entry.compatibility)] : [];
  });
}

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
  const [candidates, used] = await Promise.all([
    deckCandidates(db, viewer.profile, filters, now),
    isPremium ? Promise.resolve(0) : swipesUsedToday(db, viewer.row.id, now),
  ]);
  if (now.getTime() - viewer.row.lastActiveAt.getTime() > ACTIVITY_WRITE_EVERY_MS) {
    await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, viewer.row.id));
  }
  const cards = await bestCards(db, viewer.profile, candidates, now);
  return {
    needsProfile: false,
    cards,
    allowance: allowanceOf(isPremium, used, now),
    // Only an empty deck offers View Again (the browser asks for the next page before the last card).
    canViewAgain: cards.length === 0 && (await hasPassedMembers(db, viewer.row.id)),
    isPremium,
    boost: boostStateOf(isPremium, viewer.row.boostEndsAt, now),
  };
}
