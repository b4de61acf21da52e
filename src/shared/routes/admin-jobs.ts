// The admins' view of the job queue: stuck and failed scheduled work, and a run of a job now
// (docs/decisions/0030-job-queue.md).
import { z } from 'zod';
import { adminJobParams, adminJobs } from '../contracts/admin-jobs';
import { route } from './route';

export const getAdminJobs = route({
  method: 'GET',
  path: '/api/admin/jobs',
  access: 'admin',
  summary: 'The scheduled jobs and their last runs',
  response: adminJobs,
});

export const runAdminJob = route({
  method: 'POST',
  path: '/api/admin/jobs/:name/run',
  access: 'admin',
  summary: 'Run a scheduled job once, now, through the queue',
  description:
    'Queues one run of the job, as its schedule would: once across all servers, never two at once. 404 NOT_FOUND for a name that is not a scheduled job.',
  params: adminJobParams,
  response: z.void(),
});
