// The job queue's state for the admins (src/server/modules/admin/job-routes.ts, docs/decisions/0030-job-queue.md).
import { queryOptions } from '@tanstack/react-query';
import { getAdminJobs } from '../../../../shared/routes/admin-jobs';
import { callApi } from '../../../lib/call-api';

export const adminJobsQuery = queryOptions({
  queryKey: ['admin', 'jobs'],
  queryFn: ({ signal }) => callApi(getAdminJobs, { signal }),
});
