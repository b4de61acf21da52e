import type { FastifyInstance } from 'fastify';
import { getCounters } from '../../../shared/routes/site';
import { registerRoute } from '../../plugins/route-contracts';
import type { PublicCountersCache } from './public-counters';

export async function counterRoutes(app: FastifyInstance, options: { counters: PublicCountersCache; maxAgeSeconds: number }) {
  registerRoute(app, getCounters, async (_request, reply) => {
    // Public and identical for everyone: browsers and proxies may keep it as long as this server does.
    reply.header('cache-control', `public, max-age=${options.maxAgeSeconds}`);
    return options.counters.read();
  });
}
