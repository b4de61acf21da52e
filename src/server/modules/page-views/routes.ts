import type { FastifyInstance } from 'fastify';
import { pageViewInput } from '../../../shared/contracts/page-views';
import type { Database } from '../../db/client';
import { parseInput } from '../../validate';
import { recordPageView } from './service';

export async function pageViewRoutes(app: FastifyInstance, options: { db: Database; perMinute: number }) {
  app.post(
    '/api/page-views',
    // Generous (PAGE_VIEW_RATE_LIMIT_PER_MINUTE): a visitor browsing quickly sends one per page,
    // a script sends far more.
    { config: { access: 'public', rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseInput(pageViewInput, request.body);
      await recordPageView(options.db, input);
      return reply.status(204).send();
    },
  );
}
