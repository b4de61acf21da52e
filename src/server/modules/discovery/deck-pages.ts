// The deck pages this server handed out in the last seconds, as the JSON sent
// (docs/decisions/0026-member-path-caches.md): asking again for the same page costs no query.
// A page names its viewer and every member on it, so whatever either writes drops it at once
// (a swipe, a block, a new photo, a ban: platform/member-cache/member-changes.ts), on every server; the
// time to live bounds the rest (a new member who would now rank first).
import type { DeckFilters, DeckResponse } from '../../../shared/contracts/discovery';
import { MemberCache } from '../../platform/member-cache/member-cache';
import type { MemberChanges } from '../../platform/member-cache/member-changes';

/** A page is ~15 KB: a few thousand members' pages at once on one server, tens of megabytes at most. */
const MAX_PAGES = 2_000;

export function deckPages(changes: MemberChanges, ttlMs: number) {
  const pages = new MemberCache<string>({ ttlMs, maxEntries: MAX_PAGES });
  changes.register(pages, 'decks');
  return {
    /** The page's JSON: from memory, or made by `make` and kept. */
    async serve(viewerId: string, isPremium: boolean, filters: DeckFilters, now: Date, make: () => Promise<DeckResponse>): Promise<string> {
      // The Basic allowance is counted per UTC day: a page never outlives its day.
      const key = `${viewerId}|${isPremium ? 'premium' : 'basic'}|${now.toISOString().slice(0, 10)}|${JSON.stringify(filters)}`;
      return pages.remember(key, async () => {
        const deck = await make();
        return { value: JSON.stringify(deck), members: [viewerId, ...deck.cards.map((card) => card.id)] };
      });
    },
  };
}
