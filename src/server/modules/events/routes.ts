import type { FastifyInstance } from 'fastify';
import { getEvents } from '../../../shared/routes/site';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { listEventSeries } from './service';

export async function eventRoutes(app: FastifyInstance, options: { db: Database }) {
  registerRoute(app, getEvents, async (_request, reply) => {
    // The same for every visitor and rarely changing: a short shared cache spares the database.
    reply.header('cache-control', 'public, max-age=60');
    return listEventSeries(options.db);
  });
}
