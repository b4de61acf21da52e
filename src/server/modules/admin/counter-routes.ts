import type { FastifyInstance } from 'fastify';
import { COUNTER_NAMES } from '../../../shared/constants';
import { type AdminCounters, counterNameParam, counterOverrideInput } from '../../../shared/contracts/admin-counters';
import type { Database } from '../../db/client';
import { parseInput } from '../../validate';
import { countLive, listOverrides, saveOverride } from '../counters';

async function readAdminCounters(db: Database): Promise<AdminCounters> {
  const [live, overrides] = await Promise.all([countLive(db), listOverrides(db)]);
  const entries = COUNTER_NAMES.map((name) => [name, { live: live[name], override: overrides[name] ?? null }]);
  return Object.fromEntries(entries) as AdminCounters;
}

export async function adminCounterRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/api/admin/counters', { config: { access: 'admin' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readAdminCounters(options.db);
  });

  app.put('/api/admin/counters/:name', { config: { access: 'admin' } }, async (request, reply) => {
    const { name } = parseInput(counterNameParam, request.params);
    const { value } = parseInput(counterOverrideInput, request.body);
    await saveOverride(options.db, name, value);
    request.log.info({ counter: name, override: value, adminId: request.member?.id }, 'counter override saved');
    reply.header('cache-control', 'no-store');
    return readAdminCounters(options.db);
  });
}
