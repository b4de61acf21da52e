// The deck's state: the cards in the server's order, each member once, less the ones this visit
// swiped, blocked or reported. A swipe is optimistic (docs/targets.md S4): the next card shows at
// once and the POST runs behind it; a refused swipe puts its card back, and a 429 means the
// day's allowance is spent. The next page is fetched while five cards are still left, so the
// next card never waits on the network. Swipes and 'View Again' are mutations (discovery-api.ts;
// docs/decisions/0016-data-loading.md): their pending count and errors are the query library's.
import { useInfiniteQuery, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { MatchMoment, MemberCard, SwipeAllowance, SwipeDirection } from '../../../../shared/contracts/discovery';
import type { LikeComment } from '../../../../shared/contracts/like-comment';
import { ApiError } from '../../../lib/api-client';
import { deckQuery, SWIPE_KEY, useRewind, useSwipe, useViewAgain } from '../api/discovery-api';
import type { DeckFilterValues } from '../api/deck-search';

/** Fetch the next page when this many cards or fewer are left. */
export const PREFETCH_WHEN_LEFT = 5;

const without = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export function useDeck(filters: DeckFilterValues) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(deckQuery(filters));
  /** Members this visit took off the deck: swiped (until the server refuses), blocked, reported. */
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  /** The allowance of the latest swipe answer, with when it came (a later deck page may be newer). */
  const [swipeAllowance, setSwipeAllowance] = useState<{ allowance: SwipeAllowance; at: number } | null>(null);
  const [passedThisVisit, setPassedThisVisit] = useState(0);
  const [limitReached, setLimitReached] = useState(false);
  const [match, setMatch] = useState<MatchMoment | null>(null);
  /** The member of this visit's latest swipe when it was a pass: what Premium's rewind can bring back. */
  const [lastPassed, setLastPassed] = useState<string | null>(null);
  /** The member a rewind brought back: first in the deck, wherever the pages have them. */
  const [rewound, setRewound] = useState<MemberCard | null>(null);

  const swipes = useSwipe({
    onSuccess: (answer, input) => {
      setSwipeAllowance({ allowance: answer.allowance, at: Date.now() });
      setLastPassed(answer.direction === 'pass' ? input.targetId : null);
      if (answer.direction === 'pass') setPassedThisVisit((count) => count + 1);
      if (answer.match) setMatch(answer.match);
    },
    onError: (error, { targetId }) => {
      // Gone for good (blocked, hidden): the card stays off the deck, nothing to put right.
      if (error instanceof ApiError && error.status === 404) return;
      setRemoved((set) => without(set, targetId));
      if (error instanceof ApiError && error.status === 429) setLimitReached(true);
    },
  });
  // Swipes on their way, read from the mutation cache at each render: the swipe's own render
  // (the card off the deck) already counts it, which useIsMutating's value would only on its next
  // tick. useIsMutating is what renders again when one settles.
  useIsMutating({ mutationKey: SWIPE_KEY });
  const inFlight = queryClient.isMutating({ mutationKey: SWIPE_KEY });
  // The latest swipe's failure; a refused one (404: gone, 429: the limit) is said otherwise.
  const swipeError = swipes.error instanceof ApiError && (swipes.error.status === 404 || swipes.error.status === 429) ? null : swipes.error;

  const viewAgain = useViewAgain(() => {
    setRemoved(new Set());
    setLastPassed(null);
    setRewound(null);
    setPassedThisVisit(0);
  });

  const rewind = useRewind((member) => {
    setLastPassed(null);
    setRewound(member);
    setRemoved((set) => without(set, member.id));
  });

  const pages = query.data?.pages;
  const cards = useMemo(() => {
    const seen = new Set<string>();
    const unique: MemberCard[] = [];
    for (const page of pages ?? []) {
      for (const card of page.cards) {
        if (seen.has(card.id)) continue;
        seen.add(card.id);
        unique.push(card);
      }
    }
    return unique;
  }, [pages]);
  const queue = useMemo(() => {
    const rest = cards.filter((card) => !removed.has(card.id) && card.id !== rewound?.id);
    return rewound && !removed.has(rewound.id) ? [rewound, ...rest] : rest;
  }, [cards, removed, rewound]);

  const latest = pages?.at(-1);
  const serverAllowance = swipeAllowance && swipeAllowance.at >= query.dataUpdatedAt ? swipeAllowance.allowance : latest?.allowance;
  // Swipes on their way are already spent: the count never shows a swipe the server may refuse.
  const allowance = serverAllowance && {
    ...serverAllowance,
    left: serverAllowance.left === null ? null : Math.max(0, serverAllowance.left - inFlight),
  };
  const atLimit = limitReached || allowance?.left === 0;

  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    // While swipes are on their way the server would answer cards already swiped here: wait for them.
    if (queue.length <= PREFETCH_WHEN_LEFT && hasNextPage && !isFetchingNextPage && !isError && inFlight === 0) {
      void fetchNextPage();
    }
  }, [queue.length, hasNextPage, isFetchingNextPage, isError, inFlight, fetchNextPage]);

  const swipe = (card: MemberCard, direction: SwipeDirection, comment?: LikeComment) => {
    setRemoved((set) => new Set(set).add(card.id));
    swipes.mutate({ targetId: card.id, direction, ...(comment && { comment }) });
  };

  /** A blocked or reported member leaves the deck at once. */
  const remove = (memberId: string) => setRemoved((set) => new Set(set).add(memberId));

  const exhausted = query.isSuccess && queue.length === 0 && !hasNextPage && !isFetchingNextPage;
  return {
    // A failed next page matters only once the cards already here run out.
    status: query.isPending ? ('loading' as const) : isError && queue.length === 0 ? ('error' as const) : ('ready' as const),
    error: query.error,
    retry: () => void (cards.length === 0 ? query.refetch() : fetchNextPage()),
    current: queue[0],
    upcoming: queue.slice(1),
    exhausted,
    allowance,
    atLimit,
    canViewAgain: (latest?.canViewAgain ?? false) || passedThisVisit > 0,
    /** 'View Again' waits for swipes on their way, so a like still being stored cannot come back. */
    swipesSettled: inFlight === 0,
    isPremium: latest?.isPremium ?? false,
    boost: latest?.boost ?? null,
    needsProfile: latest?.needsProfile === true,
    paused: latest?.paused === true,
    match,
    dismissMatch: () => setMatch(null),
    swipeError,
    swipe,
    remove,
    /** 'View Again': the members passed on come back, from the first (never the liked or matched). */
    viewAgain: () => viewAgain.send(),
    viewingAgain: viewAgain.isPending,
    viewAgainError: viewAgain.error,
    /** Premium's rewind is offered once a pass of this visit is the latest swipe and none is on its way. */
    canRewind: lastPassed !== null && inFlight === 0,
    rewind: (onDone: (member: MemberCard) => void) => rewind.send(undefined, { onSuccess: (answer) => onDone(answer.member) }),
    rewinding: rewind.isPending,
    rewindError: rewind.error,
  };
}

export type DeckState = ReturnType<typeof useDeck>;
