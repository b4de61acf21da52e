import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { getPublicCounters } from './service';

export async function counterRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/api/counters', { config: { access: 'public' } }, async (_request, reply) => {
    // Public and identical for everyone: a short shared cache spares the database.
    reply.header('cache-control', 'public, max-age=30');
    return getPublicCounters(options.db);
  });
}
