import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../shared/routes/site';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  registerRoute(app, getHealth, async () => {
    try {
      await options.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
    }
    return { status: 'ok', database: 'ok' } as const;
  });
}
