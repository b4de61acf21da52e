// The match list API (src/server/modules/discovery/routes.ts): the viewer's confirmed matches
// and unmatch. The list's one cache key (docs/decisions/0016-data-loading.md).
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { getMatches } from '../../../../shared/routes/matches';

/** GET /api/matches: confirmed matches, newest first. */
export const matchesQuery = queryOptions({
  queryKey: ['matches'],
  queryFn: ({ signal }) => callApi(getMatches, { signal }),
});

/** DELETE /api/matches/:id: ends the match; the two members never see each other again. */
export function unmatch(matchId: number): Promise<{ unmatched: true }> {
  return apiRequest<{ unmatched: true }>(`/api/matches/${matchId}`, { method: 'DELETE' });
}
