// GET /api/admin/jobs: what the job queue holds, for the admins to see stuck and failed work
// (docs/decisions/0030-job-queue.md).
import type { FastifyInstance } from 'fastify';
import { getAdminJobs } from '../../../shared/routes/admin-jobs';
import type { JobQueue } from '../../adapters/job-queue';
import { registerRoute } from '../../plugins/route-contracts';

export async function adminJobRoutes(app: FastifyInstance, options: { jobs: JobQueue }) {
  registerRoute(app, getAdminJobs, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { queues, failures } = await options.jobs.status();
    return { queues, failures: failures.map((failure) => ({ ...failure, failedAt: failure.failedAt.toISOString() })) };
  });
}
