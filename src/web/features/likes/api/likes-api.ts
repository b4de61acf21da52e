// The Likes API (src/server/modules/discovery/likes.ts; docs/decisions/0020-discovery.md, "Likes"):
// who liked the member and is still unanswered, and the answer to one of them, which is the
// deck's own swipe (one path for allowances, matches and live signals). The list's one cache key
// (docs/decisions/0016-data-loading.md).
import { type InfiniteData, infiniteQueryOptions, useQueryClient } from '@tanstack/react-query';
import type { SwipeInput, SwipeResponse } from '../../../../shared/contracts/discovery';
import type { LikesResponse } from '../../../../shared/contracts/likes';
import { swipe } from '../../../../shared/routes/discovery';
import { getLikes } from '../../../../shared/routes/likes';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

/**
 * GET /api/likes, a page at a time: Premium's pages follow the server's cursor; Basic's one
 * answer (the count and the blurred tiles) has no next page.
 */
export const likesQuery = infiniteQueryOptions({
  queryKey: ['likes'],
  queryFn: ({ pageParam, signal }) => callApi(getLikes, { query: { before: pageParam }, signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: LikesResponse) => (page.isPremium ? (page.nextCursor ?? undefined) : undefined),
});

/** The cached pages less one liker, answered: off the list, and the count one less on every page. */
function withoutLiker(data: InfiniteData<LikesResponse, string | undefined>, memberId: string) {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.isPremium
        ? {
            ...page,
            count: Math.max(0, page.count - 1),
            likes: page.likes.filter((like) => like.member.id !== memberId),
          }
        : page,
    ),
  };
}

/** Likes back or passes on a liker (POST /api/discovery/swipes); once answered, they leave the list. */
export function useAnswerLike() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (input: SwipeInput): Promise<SwipeResponse> => callApi(swipe, { body: input }),
    onSuccess: (_answer, input) =>
      queryClient.setQueryData<InfiniteData<LikesResponse, string | undefined>>(likesQuery.queryKey, (data) =>
        data ? withoutLiker(data, input.targetId) : data,
      ),
  });
}
