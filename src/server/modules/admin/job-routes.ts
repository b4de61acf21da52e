// The job queue for the admins (docs/decisions/0030-job-queue.md): GET /api/admin/jobs, what the
// queue holds, to see stuck and failed work; POST /api/admin/jobs/:name/run, one run of a
// scheduled job now, through the queue like a scheduled one (once across servers, one at a time).
import type { FastifyInstance } from 'fastify';
import { getAdminJobs, runAdminJob } from '../../../shared/routes/admin-jobs';
import type { JobQueue } from '../../adapters/job-queue';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { registerRoute } from '../../plugins/route-contracts';
import { recordAudit } from '../audit-log';

export async function adminJobRoutes(app: FastifyInstance, options: { db: Database; jobs: JobQueue }) {
  registerRoute(app, getAdminJobs, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { queues, failures } = await options.jobs.status();
    return { queues, failures: failures.map((failure) => ({ ...failure, failedAt: failure.failedAt.toISOString() })) };
  });

  registerRoute(app, runAdminJob, async (request, reply, { params: { name } }) => {
    // Only the jobs the list shows: the cluster's scheduled jobs, not a server's own timers.
    const { queues } = await options.jobs.status();
    if (!queues.some((queue) => queue.name === name)) throw new AppError('NOT_FOUND', 'No such scheduled job.');
    await recordAudit(options.db, { adminId: requireMember(request).id, action: 'job_run', reason: name });
    // pg-boss: queued for whichever server's worker takes it first. In-process: the run itself.
    await options.jobs.runNow(name);
    return reply.status(204).send();
  });
}
