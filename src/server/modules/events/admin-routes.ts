// The admins' events routes (docs/decisions/0032-events.md); admin with a second factor, as every admin route.
import type { FastifyInstance } from 'fastify';
import { cancelEvent, createEvent, listAdminEvents, publishEvent, updateEvent } from '../../../shared/routes/admin-events';
import type { Database } from '../../db/client';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import * as admin from './admin-events';

export async function adminEventRoutes(app: FastifyInstance, options: { db: Database; forgetCounters: () => void }) {
  const { db } = options;
  registerRoute(app, listAdminEvents, async (_request, reply) => {
    noStore(reply);
    return { events: await admin.listAdminEvents(db) };
  });

  registerRoute(app, createEvent, async (request, reply, { body }) => {
    const event = await admin.createEvent(db, body);
    request.log.info({ eventId: event.id, adminId: request.member?.id }, 'event created');
    noStore(reply).code(201);
    return event;
  });

  registerRoute(app, updateEvent, async (_request, reply, { params: { id }, body }) => {
    noStore(reply);
    return admin.updateEvent(db, id, body);
  });

  // Publishing and cancelling change what the public counters count.
  const registerStatusChange = (contract: typeof publishEvent | typeof cancelEvent, change: typeof admin.publishEvent, done: string) =>
    registerRoute(app, contract, async (request, reply, { params: { id } }) => {
      const event = await change(db, id);
      options.forgetCounters();
      request.log.info({ eventId: id, adminId: request.member?.id }, done);
      noStore(reply);
      return event;
    });
  registerStatusChange(publishEvent, admin.publishEvent, 'event published');
  registerStatusChange(cancelEvent, admin.cancelEvent, 'event cancelled');
}
