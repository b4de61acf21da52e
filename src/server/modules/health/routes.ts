// Health for whoever runs the servers (docs/operations.md): GET /api/health says the process is
// alive, and asks nothing else, so a database restart never gets healthy servers killed;
// GET /api/ready says whether this server should be sent traffic now: its database answers, holds
// every migration of this code, the live bus hears the other servers, the job queue runs, and it
// is not shutting down.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { getHealth, getReady } from '../../../shared/routes/site';
import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migration-state';
import { registerRoute } from '../../plugins/route-contracts';

type Checks = z.infer<typeof getReady.response>['checks'];

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Database;
  liveBusConnected: () => boolean;
  jobsRunning: () => boolean;
  /** False once the server has begun to shut down (platform/lifecycle/graceful-shutdown.ts). */
  accepting: () => boolean;
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), READY_CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function databaseChecks(db: Database): Promise<Pick<Checks, 'database' | 'migrations'>> {
  try {
    return { database: 'ok', migrations: (await withinTimeout(migrationsApplied(db))) ? 'ok' : 'pending' };
  } catch {
    return { database: 'unreachable', migrations: 'unknown' };
  }
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  registerRoute(app, getHealth, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' } as const;
  });

  registerRoute(app, getReady, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Checks = {
      ...(await databaseChecks(options.db)),
      liveBus: options.liveBusConnected() ? 'ok' : 'disconnected',
      jobs: options.jobsRunning() ? 'ok' : 'stopped',
      accepting: options.accepting() ? 'ok' : 'shutting-down',
    };
    const ready = Object.values(checks).every((value) => value === 'ok');
    if (!ready) {
      request.log.warn({ checks }, 'not ready');
      reply.code(503);
    }
    return { status: ready ? 'ready' : 'not-ready', checks } as const;
  });
}
