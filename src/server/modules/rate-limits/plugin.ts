// Registers @fastify/rate-limit over the database store: per-route limits (config.rateLimit)
// keyed by route and client IP, a 429 in our error shape, and a job on the job queue
// (docs/decisions/0030-job-queue.md) that drops ended windows every ten minutes.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../adapters/job-queue';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { ipKey } from './keys';
import { createDatabaseStore, deleteExpiredBuckets } from './store';

const SWEEP_EVERY_SECONDS = 10 * 60;

/** The 429 every limit answers: the browser shows common.errors.RATE_LIMITED. */
export function rateLimitedError(ttlMs: number): AppError {
  return new AppError('RATE_LIMITED', 'Too many requests. Please wait and try again.', {
    retryAfterSeconds: Math.ceil(ttlMs / 1000),
  });
}

export async function registerRateLimits(app: FastifyInstance, options: { db: Database; jobs: JobQueue }): Promise<void> {
  // The plugin throws what the builder returns, so the 429 goes through our error handler.
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseStore(options.db),
    keyGenerator: ipKey,
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
  });

  // Once across all servers; the delete is idempotent, so a retry after a failure does no harm.
  options.jobs.register({
    name: 'rate-limit-sweep',
    scope: 'cluster',
    everySeconds: SWEEP_EVERY_SECONDS,
    handler: async () => ({ deleted: await deleteExpiredBuckets(options.db) }),
  });
}
