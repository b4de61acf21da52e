// GET /api/discovery/deck: the next page of cards, best first (docs/decisions/0020-discovery.md).
import { eq } from 'drizzle-orm';
import type { DeckFilters, DeckResponse } from '../../../shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { allowanceOf, swipesUsedToday } from './allowance';
import { boostStateOf } from './boost';
import { cardOf, cardRowsOf, compatibilityOf, type MatchingProfile, matchingProfilesOf, scoreOf } from '../member-cards';
import { type Candidate, deckCandidates } from './deck-query';
import { rank } from './ranking';
import { hasPassedMembers } from './view-again';
import { forgetViewer, keptViewer, readViewer } from '../member-cards';

/**
 * The pool scored and ranked; the best `deckPageSize` of it, as cards. Each candidate's matching
 * profile comes from memory while its rows are unchanged (matching-profiles.ts); the reasons are
 * made for the page only, and its card rows (photo, Premium badge, bio) come from memory at the
 * versions the candidates statement named, or are read for the page (kept-cards.ts).
 */
async function bestCards(db: Database, viewer: MatchingProfile, candidates: Candidate[], now: Date) {
  const members = await matchingProfilesOf(db, candidates, now);
  const scored = candidates.flatMap((row, index) => {
    const member = members[index];
    // A member whose rows went away between the two reads is left out.
    if (!member) return [];
    return [
      {
        id: row.id,
        version: row.version,
        member,
        score: scoreOf(viewer, member),
        lastActiveAt: row.lastActiveAt,
        boostEndsAt: row.boostEndsAt,
      },
    ];
  });
  const page = rank(scored, now).slice(0, DISCOVERY_LIMITS.deckPageSize);
  const rows = await cardRowsOf(db, page, now);
  return page.flatMap((entry) => {
    const row = rows.get(entry.id);
    return row ? [cardOf(viewer, entry.member, row, false, compatibilityOf(viewer, entry.member))] : [];
  });
}

/**
 * The viewer and their candidates. The viewer's terms come from the copy of their row this server
 * read last, when there is one: the candidates statement names the viewer's current row versions,
 * and only when they differ (the viewer changed, here or elsewhere) is the viewer read again and
 * the statement run again. So a computed page costs one statement less, and never uses terms the
 * database no longer holds (docs/decisions/0020-discovery.md, "The viewer kept by row version").
 */
async function viewerAndCandidates(db: Database, viewerId: string, filters: DeckFilters, now: Date) {
  const kept = keptViewer(db, viewerId, now);
  const tried = kept ? await deckCandidates(db, kept.profile, filters, now) : null;
  if (kept && tried?.[0]?.viewerVersion === kept.row.version) return { viewer: kept, candidates: tried };
  const viewer = await readViewer(db, viewerId, now);
  if (!viewer) return null;
  // An empty deck names no version: the fresh read tells whether the kept copy was current.
  if (kept && tried?.length === 0 && viewer.row.version === kept.row.version) return { viewer, candidates: tried };
  return { viewer, candidates: await deckCandidates(db, viewer.profile, filters, now) };
}

/** Activity is stored at most once an hour: reading the deck must not be a write per request. */
const ACTIVITY_WRITE_EVERY_MS = 3_600_000;

export async function deckFor(db: Database, viewerId: string, isPremium: boolean, filters: DeckFilters, now: Date): Promise<DeckResponse> {
  const [found, used] = await Promise.all([
    viewerAndCandidates(db, viewerId, filters, now),
    isPremium ? Promise.resolve(0) : swipesUsedToday(db, viewerId, now),
  ]);
  // No profile yet, or a paused one: no cards, and the screen says why (docs/decisions/0012-profile.md).
  if (!found || found.viewer.row.pausedAt) {
    return {
      needsProfile: !found,
      paused: Boolean(found),
      cards: [],
      allowance: allowanceOf(isPremium, found ? used : 0, now),
      canViewAgain: false,
      isPremium,
      boost: boostStateOf(isPremium, found?.viewer.row.boostEndsAt ?? null, now),
    };
  }
  const { viewer, candidates } = found;
  if (now.getTime() - viewer.row.lastActiveAt.getTime() > ACTIVITY_WRITE_EVERY_MS) {
    await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, viewer.row.id));
    forgetViewer(db, viewer.row.id);
  }
  const cards = await bestCards(db, viewer.profile, candidates, now);
  return {
    needsProfile: false,
    paused: false,
    cards,
    allowance: allowanceOf(isPremium, used, now),
    // Only an empty deck offers View Again (the browser asks for the next page before the last card).
    canViewAgain: cards.length === 0 && (await hasPassedMembers(db, viewer.row.id)),
    isPremium,
    boost: boostStateOf(isPremium, viewer.row.boostEndsAt, now),
  };
}
