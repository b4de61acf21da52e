// The job queue (docs/decisions/0030-job-queue.md): which engine runs the scheduled and
// background work, chosen once from the settings.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import { InProcessJobQueue } from './in-process-queue';
import type { JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-queue';

export type { JobQueue } from './job-queue';
export { InProcessJobQueue } from './in-process-queue';
export { PgBossJobQueue } from './pg-boss-queue';

/**
 * pg-boss when DATABASE_URL names a PostgreSQL server; in-process on the embedded PGlite, which is
 * one process anyway. Schedules run except under NODE_ENV=test, where tests run jobs themselves.
 */
export function createJobQueue(config: Pick<AppConfig, 'DATABASE_URL' | 'NODE_ENV'>, log: FastifyBaseLogger): JobQueue {
  const schedule = config.NODE_ENV !== 'test';
  if (config.DATABASE_URL) return new PgBossJobQueue({ connectionString: config.DATABASE_URL, log, schedule });
  return new InProcessJobQueue({ log, schedule });
}
