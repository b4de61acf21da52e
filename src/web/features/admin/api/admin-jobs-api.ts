// The job queue's state for the admins, and a run of a job now (src/server/modules/admin/job-routes.ts,
// docs/decisions/0030-job-queue.md).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getAdminJobs, runAdminJob } from '../../../../shared/routes/admin-jobs';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

export const adminJobsQuery = queryOptions({
  queryKey: ['admin', 'jobs'],
  queryFn: ({ signal }) => callApi(getAdminJobs, { signal }),
});

/** Queues one run of `name` now; the counts are read again. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (name: string) => callApi(runAdminJob, { params: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminJobsQuery.queryKey }),
  });
}
