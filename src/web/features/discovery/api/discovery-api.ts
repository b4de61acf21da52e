// The discovery API (src/server/modules/discovery/, contract src/shared/contracts/discovery.ts):
// the deck, swipes, 'View Again', a member's full profile, the boost, blocks and reports.
import { type InfiniteData, infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BlockInput,
  BoostState,
  DeckResponse,
  MemberCard,
  ReportInput,
  SwipeInput,
  SwipeResponse,
} from '../../../../shared/contracts/discovery';
import type { RewindResponse } from '../../../../shared/contracts/likes';
import { DISCOVERY_LIMITS } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi } from '../../../lib/call-api';
import {
  blockMember,
  getDeck as getDeckRoute,
  getMemberProfile,
  reportMember,
  startBoost,
  rewind,
  swipe,
  viewAgain,
} from '../../../../shared/routes/discovery';
import { getProfilePhotos } from '../../../../shared/routes/profile';
import { type DeckFilterValues, deckQueryOf } from './deck-search';
import { takeEarlyDeck } from './early-deck';

/** GET /api/discovery/deck: the next best members not swiped yet, with the member's allowance and boost. */
export async function getDeck(filters: DeckFilterValues, signal?: AbortSignal): Promise<DeckResponse> {
  return callApi(getDeckRoute, { query: deckQueryOf(filters), signal });
}

/**
 * The deck: one page per call, the browser asks again when few cards are left. The server
 * answers the best unswiped members each time (the ones already on screen among them), so the
 * deck keeps each member once (use-deck.ts). It ends when a page is short or brings nobody new.
 *
 * Unlike the other member screens (docs/decisions/0016-data-loading.md) the deck is never reused
 * from the cache: it changes with every swipe, so each visit loads it afresh (gcTime 0), and it
 * never refetches under the member's eyes (no refetch on focus or reconnect).
 */
export const deckQuery = (filters: DeckFilterValues) =>
  infiniteQueryOptions({
    queryKey: ['discovery', 'deck', filters],
    // The unfiltered first page may already be on its way (early-deck.ts); failed, it is asked again.
    queryFn: ({ signal, pageParam }) => {
      const early = pageParam === 0 && Object.keys(deckQueryOf(filters)).length === 0 ? takeEarlyDeck() : null;
      return early?.catch(() => getDeck(filters, signal)) ?? getDeck(filters, signal);
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      if (lastPage.cards.length < DISCOVERY_LIMITS.deckPageSize) return undefined;
      const known = new Set(allPages.slice(0, -1).flatMap((page) => page.cards.map((card) => card.id)));
      return lastPage.cards.some((card) => !known.has(card.id)) ? lastPageParam + 1 : undefined;
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The deck's key for every filter choice: 'View Again' resets them all. */
export const DECK_KEY = ['discovery', 'deck'] as const;

/** POST /api/discovery/swipes */
async function postSwipe(input: SwipeInput): Promise<SwipeResponse> {
  return callApi(swipe, { body: input });
}

/** The swipes' mutation key: the deck counts those on their way (queryClient.isMutating). */
export const SWIPE_KEY = ['discovery', 'swipe'] as const;

/**
 * A swipe. Several may be on their way at once (a member swipes faster than the network), so it
 * is TanStack Query's own useMutation, not a guarded one; what each answer changes is in
 * `handlers`, which run for every swipe (the callbacks of `mutate` run only for the latest).
 * The request leaves just after the frame that shows the next card: its own work stays out of
 * the swipe's task (docs/targets.md S4).
 */
export function useSwipe(handlers: {
  onSuccess: (answer: SwipeResponse, input: SwipeInput) => void;
  onError: (error: unknown, input: SwipeInput) => void;
}) {
  return useMutation({
    mutationKey: SWIPE_KEY,
    mutationFn: async (input: SwipeInput) => {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      return postSwipe(input);
    },
    onSuccess: (answer, input) => handlers.onSuccess(answer, input),
    onError: (error, input) => handlers.onError(error, input),
  });
}

/** POST /api/discovery/view-again: the members the viewer passed on come back into the deck. */
async function postViewAgain(): Promise<{ restored: number }> {
  return callApi(viewAgain);
}

/**
 * 'View Again': once the server has restored the passed members, `onRestored` clears what the
 * screen took off the deck and the deck is read again from its first page (every filter's key);
 * the mutation stays pending until that page is in.
 */
export function useViewAgain(onRestored: () => void) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: postViewAgain,
    onSuccess: () => {
      onRestored();
      return queryClient.resetQueries({ queryKey: DECK_KEY });
    },
  });
}

/**
 * Premium's rewind (POST /api/discovery/rewind): the last pass of the day is taken back and its
 * member comes back to the top of the deck (`onRestored`; docs/decisions/0020-discovery.md, "Rewind").
 */
export function useRewind(onRestored: (member: MemberCard) => void) {
  return useGuardedMutation({
    mutationFn: (): Promise<RewindResponse> => callApi(rewind),
    onSuccess: (answer) => onRestored(answer.member),
  });
}

/** GET /api/discovery/members/:id: every photo and the fields the member shows. */
export const memberProfileQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['discovery', 'member', memberId],
    queryFn: ({ signal }) => callApi(getMemberProfile, { params: { id: memberId }, signal }),
  });

/** POST /api/discovery/boost (Premium): starts the 24-hour boost. */
function postBoost(): Promise<BoostState> {
  return callApi(startBoost);
}

/** A refused boost's 409 carries the boost's state as the server sees it. */
export function boostStateIn(error: unknown): BoostState | null {
  if (!(error instanceof ApiError) || error.code !== 'BOOST_UNAVAILABLE') return null;
  const details = error.details as Partial<BoostState> | undefined;
  return details && typeof details.available === 'boolean' ? (details as BoostState) : null;
}

/**
 * Starts the boost. The state the server answers (the boost started, or why it was refused)
 * becomes the cached deck's too, so the deck shows it however often the panel mounts.
 */
export function useStartBoost() {
  const queryClient = useQueryClient();
  const keep = (boost: BoostState) =>
    queryClient.setQueriesData<InfiniteData<DeckResponse>>({ queryKey: DECK_KEY }, (deck) =>
      deck ? { ...deck, pages: deck.pages.map((page) => ({ ...page, boost })) } : deck,
    );
  return useGuardedMutation({
    mutationFn: postBoost,
    onSuccess: keep,
    onError: (error) => {
      const stored = boostStateIn(error);
      if (stored) keep(stored);
    },
  });
}

/** POST /api/discovery/blocks: both members are hidden from each other for good. */
async function postBlock(input: BlockInput): Promise<{ blocked: true }> {
  return callApi(blockMember, { body: input });
}

/** POST /api/discovery/reports: stored for the admins; the reporter never sees the member again. */
async function postReport(input: ReportInput): Promise<{ reported: true }> {
  return callApi(reportMember, { body: input });
}

/**
 * The viewer's own main photo, for "It's a match!". The profile feature owns the photo list's
 * cache; features do not import each other (docs/architecture.md), so this reads it on its own
 * key, only when a match is shown.
 */
export const ownMainPhotoQuery = queryOptions({
  queryKey: ['discovery', 'own-main-photo'],
  queryFn: async ({ signal }) => {
    const { photos } = await callApi(getProfilePhotos, { signal });
    const main = photos[0];
    return main ? { url: main.cardUrl, width: main.width, height: main.height } : null;
  },
});

/** Blocks a member (the screen showing them takes them off). */
export const useBlockMember = () => useGuardedMutation({ mutationFn: postBlock });

/** Reports a member (the screen showing them takes them off). */
export const useReportMember = () => useGuardedMutation({ mutationFn: postReport });
