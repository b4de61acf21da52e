// The moderation API (src/server/modules/moderation/admin-routes.ts), admins only: the queue of
// open reports, one report with its messages, and the decision on a reported member
// (docs/decisions/0024-moderation.md).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction, ModerationInput } from '../../../../shared/contracts/moderation';
import { ApiError } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi } from '../../../lib/call-api';
import { getOpenReport, listOpenReports, moderateMember as moderateMemberRoute } from '../../../../shared/routes/moderation';

/** GET /api/admin/reports: the open reports, the most reported members first, each member's newest first. */
export const openReportsQuery = queryOptions({
  queryKey: ['admin', 'reports', 'open'],
  queryFn: async ({ signal }) => (await callApi(listOpenReports, { signal })).reports,
});

/**
 * GET /api/admin/reports/:id: the report with its messages. Every answer is written to the audit
 * log, so it is fetched only when the admin asks, and never again behind their back (no refetch
 * on focus, reconnect or a new mount while it is cached).
 */
export const reportDetailQuery = (reportId: number) =>
  queryOptions({
    queryKey: ['admin', 'report-detail', reportId],
    queryFn: ({ signal }) => callApi(getOpenReport, { params: { id: reportId }, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** POST /api/admin/members/:id/moderation: dismiss, warn, suspend or ban, with the reason for the audit log. */
function moderateMember(memberId: string, input: ModerationInput): Promise<{ done: ModerationAction }> {
  return callApi(moderateMemberRoute, { params: { id: memberId }, body: input });
}

/**
 * Sends a decision; the open reports reload once it is saved (a warning, suspension or ban closes
 * every open report on the member) or once the report is found gone (closed by another admin).
 */
export function useModerateMember() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: openReportsQuery.queryKey });
  return useGuardedMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: ModerationInput }) => moderateMember(memberId, input),
    onSuccess: reload,
    onError: (error) => {
      if (isReportGone(error)) reload();
    },
  });
}

/** NOT_FOUND: the report was closed meanwhile (another admin) or the member is gone. */
export const isReportGone = (error: unknown) => error instanceof ApiError && error.code === 'NOT_FOUND';
