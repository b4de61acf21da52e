// The match list API (src/server/modules/discovery/routes.ts): the viewer's confirmed matches
// and unmatch. The list's one cache key (docs/decisions/0016-data-loading.md).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { MatchList } from '../../../../shared/contracts/discovery';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi } from '../../../lib/call-api';
import { getMatches, unmatch as unmatchRoute } from '../../../../shared/routes/matches';

/** GET /api/matches: confirmed matches, newest first. */
export const matchesQuery = queryOptions({
  queryKey: ['matches'],
  queryFn: ({ signal }) => callApi(getMatches, { signal }),
});

/** DELETE /api/matches/:id: ends the match; the two members never see each other again. */
function unmatch(matchId: number): Promise<{ unmatched: true }> {
  return callApi(unmatchRoute, { params: { id: matchId } });
}

/** Ends a match; once the server has, it leaves the cached list. */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: unmatch,
    onSuccess: (_answer, matchId) =>
      queryClient.setQueryData<MatchList>(matchesQuery.queryKey, (current) =>
        current ? { matches: current.matches.filter((item) => item.id !== matchId) } : current,
      ),
  });
}
