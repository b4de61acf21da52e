// The admins' view of the job queue: stuck and failed scheduled work (docs/decisions/0030-job-queue.md).
import { adminJobs } from '../contracts/admin-jobs';
import { route } from './route';

export const getAdminJobs = route({
  method: 'GET',
  path: '/api/admin/jobs',
  access: 'admin',
  summary: 'The scheduled jobs and their last runs',
  response: adminJobs,
});
