import type { FastifyInstance } from 'fastify';
import { getCounters } from '../../../shared/routes/site';
import type { Database } from '../../db/client';
import { registerRoute } from '../../plugins/route-contracts';
import { getPublicCounters } from './service';

export async function counterRoutes(app: FastifyInstance, options: { db: Database }) {
  registerRoute(app, getCounters, async (_request, reply) => {
    // Public and identical for everyone: a short shared cache spares the database.
    reply.header('cache-control', 'public, max-age=30');
    return getPublicCounters(options.db);
  });
}
