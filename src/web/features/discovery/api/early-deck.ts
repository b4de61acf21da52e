// The deck's first page, asked for by the first chunk beside GET /api/me rather than once the
// deck's own chunk has arrived and the gate has heard /api/me: over Slow 4G each round trip is
// 0.6 s, and a returning member's deck waited on both (docs/targets.md S12, `npm run bench:swipe`).
// Only for /profiles without filters (the usual visit; a filtered deck is Premium's and asks
// itself), and only when the flags cached from the last /api/me (lib/session/auth-state.ts) say
// the member is through every gate, so a member the gate will stop never asks. The server still
// decides; a failed early answer is asked for again by the deck. No zod here: this module is in
// the first chunk (docs/targets.md S1).
import type { DeckResponse } from '../../../../shared/contracts/discovery';
import { getDeck } from '../../../../shared/routes/deck-endpoints';
import { callApi } from '../../../lib/call-api';
import { readAuthState } from '../../../lib/session/auth-state';

/** An early answer older than this is not taken: the member may have swiped since, elsewhere. */
const FRESH_MS = 30_000;

let early: { answer: Promise<DeckResponse>; at: number } | null = null;

/** Asks for the first unfiltered page now when the member, as last seen, may open the deck at `location`. */
export function startEarlyDeck(location: { pathname: string; search: string }, ask = () => callApi(getDeck, { query: {} })) {
  const state = readAuthState();
  if (location.pathname !== '/profiles' || location.search !== '' || !state) return;
  if (!(state.isAuthenticated && state.hasSubscription && state.hasCompletedQuestionnaire && state.hasVerifiedID)) return;
  const answer = ask();
  answer.catch(() => undefined); // taken (and asked again) by the deck, or never wanted
  early = { answer, at: Date.now() };
}

/** The early answer, once: the unfiltered deck's first fetch takes it, or asks itself. */
export function takeEarlyDeck(): Promise<DeckResponse> | null {
  const taken = early;
  early = null;
  if (!taken || Date.now() - taken.at > FRESH_MS) return null;
  return taken.answer;
}
