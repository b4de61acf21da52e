import type { FastifyInstance } from 'fastify';
import { getAdminCounters, saveCounterOverride } from '../../../shared/routes/admin-counters';
import { registerRoute } from '../../plugins/route-contracts';
import { COUNTER_NAMES } from '../../../shared/constants';
import type { AdminCounters } from '../../../shared/contracts/admin-counters';
import type { Database } from '../../db/client';
import { countLive, listOverrides, type PublicCountersCache, saveOverride } from '../counters';

async function readAdminCounters(db: Database): Promise<AdminCounters> {
  const [live, overrides] = await Promise.all([countLive(db), listOverrides(db)]);
  const entries = COUNTER_NAMES.map((name) => [name, { live: live[name], override: overrides[name] ?? null }]);
  return Object.fromEntries(entries) as AdminCounters;
}

export async function adminCounterRoutes(app: FastifyInstance, options: { db: Database; publicCounters: PublicCountersCache }) {
  registerRoute(app, getAdminCounters, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readAdminCounters(options.db);
  });

  registerRoute(app, saveCounterOverride, async (request, reply, { params: { name }, body: { value } }) => {
    await saveOverride(options.db, name, value);
    // The admin checks the landing page next: this server shows the override at once.
    options.publicCounters.forget();
    request.log.info({ counter: name, override: value, adminId: request.member?.id }, 'counter override saved');
    reply.header('cache-control', 'no-store');
    return readAdminCounters(options.db);
  });
}
