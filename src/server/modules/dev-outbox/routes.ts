// GET /api/dev/outbox: the e-mails the development outbox holds, newest first, so a developer
// (at /dev/outbox) and the browser tests can open the links a member would click. Registered
// only outside production and only when no SMTP server is configured: real mail never shows here.
// GET /api/dev/sms-outbox: the same for text messages (the phone codes), registered with it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../validate';
import { listOutbox, listSmsOutbox } from './queries';

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export async function devOutboxRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/api/dev/outbox', { config: { access: 'public' } }, async (request, reply) => {
    const { to, limit } = parseInput(outboxQuery, request.query);
    reply.header('cache-control', 'no-store');
    return { messages: await listOutbox(options.db, { to, limit }) };
  });

  app.get('/api/dev/sms-outbox', { config: { access: 'public' } }, async (request, reply) => {
    const { to, limit } = parseInput(outboxQuery, request.query);
    reply.header('cache-control', 'no-store');
    return { messages: await listSmsOutbox(options.db, { to, limit }) };
  });
}
