// Registers @fastify/rate-limit over the database store: per-route limits (config.rateLimit)
// keyed by route and client IP, a 429 in our error shape, and a timer that drops ended windows.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { ipKey } from './keys';
import { createDatabaseStore, deleteExpiredBuckets } from './store';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** The 429 every limit answers: the browser shows common.errors.RATE_LIMITED. */
export function rateLimitedError(ttlMs: number): AppError {
  return new AppError('RATE_LIMITED', 'Too many requests. Please wait and try again.', {
    retryAfterSeconds: Math.ceil(ttlMs / 1000),
  });
}

export async function registerRateLimits(app: FastifyInstance, options: { db: Database; cleanupIntervalMs?: number }): Promise<void> {
  // The plugin throws what the builder returns, so the 429 goes through our error handler.
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseStore(options.db),
    keyGenerator: ipKey,
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
  });

  // Every instance sweeps; the delete is idempotent, so overlapping sweeps do no harm.
  const sweep = () => {
    deleteExpiredBuckets(options.db).then(
      (deleted) => app.log.debug({ deleted }, 'rate limit buckets swept'),
      (error: Error) => app.log.warn({ err: error }, 'rate limit sweep failed'),
    );
  };
  const timer = setInterval(sweep, options.cleanupIntervalMs ?? CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
