import type { FastifyInstance } from 'fastify';
import { recordPageView as recordPageViewRoute } from '../../../shared/routes/site';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { recordPageView } from './service';

export async function pageViewRoutes(app: FastifyInstance, options: { db: Database; perMinute: number }) {
  registerRoute(
    app,
    recordPageViewRoute,
    async (_request, reply, { body }) => {
      await recordPageView(options.db, body);
      return reply.status(204).send();
    },
    // Generous (PAGE_VIEW_RATE_LIMIT_PER_MINUTE): a visitor browsing quickly sends one per page,
    // a script sends far more.
    { config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
  );
}
