// GET /api/dev/outbox: the e-mails the development outbox holds, newest first, so a developer
// (at /dev/outbox) and the browser tests can open the links a member would click. Registered
// only outside production and only when no SMTP server is configured: real mail never shows here.
// GET /api/dev/sms-outbox: the same for text messages (the phone codes), registered with it.
import type { FastifyInstance } from 'fastify';
import { getOutbox, getSmsOutbox } from '../../../shared/routes/dev-outbox';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { listOutbox, listSmsOutbox } from './queries';

export async function devOutboxRoutes(app: FastifyInstance, options: { db: Database }) {
  registerRoute(app, getOutbox, async (_request, reply, { query: { to, limit } }) => {
    reply.header('cache-control', 'no-store');
    return { messages: await listOutbox(options.db, { to, limit }) };
  });

  registerRoute(app, getSmsOutbox, async (_request, reply, { query: { to, limit } }) => {
    reply.header('cache-control', 'no-store');
    return { messages: await listSmsOutbox(options.db, { to, limit }) };
  });
}
