import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import { textIn } from '../../../shared/event-text';
import * as routes from '../../../shared/routes/member-events';
import { getEvents } from '../../../shared/routes/site';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { noStore, registerOwnDataRoute, registerRoute } from '../../plugins/route-contracts';
import { writeCalendar } from './ics';
import { listMemberEvents as listForMember, readMemberEvent } from './member-events';
import * as rsvp from './rsvp';
import { listEventSeries } from './service';
import { eventSharingOf, saveEventSharing as saveSharing } from './sharing';

export async function eventRoutes(app: FastifyInstance, options: { db: Database; publicOrigin: string }) {
  const { db } = options;
  registerRoute(app, getEvents, async (_request, reply) => {
    // The same for every visitor and rarely changing: a short shared cache spares the database.
    reply.header('cache-control', 'public, max-age=60');
    return listEventSeries(db);
  });

  registerOwnDataRoute(app, routes.listMemberEvents, async (memberId) => ({ events: await listForMember(db, memberId, new Date()) }));
  registerOwnDataRoute(app, routes.getEventSharing, (memberId) => eventSharingOf(db, memberId));
  registerOwnDataRoute(app, routes.saveEventSharing, (memberId, { body }) => saveSharing(db, memberId, body));

  registerOwnDataRoute(app, routes.getMemberEvent, (memberId, { params: { id } }) => readMemberEvent(db, memberId, id));

  registerRoute(app, routes.joinEvent, async (request, reply, { params: { id } }) => {
    const member = requireMember(request);
    // Admins pass every stage gate (route-access.ts), Premium's too.
    const isPremium = member.role === 'admin' || request.stages?.isPremium === true;
    await rsvp.joinEvent(db, id, { id: member.id, isPremium }, new Date());
    noStore(reply);
    return readMemberEvent(db, member.id, id);
  });

  registerRoute(app, routes.leaveEvent, async (request, reply, { params: { id } }) => {
    const member = requireMember(request);
    await rsvp.leaveEvent(db, id, member.id, new Date());
    noStore(reply);
    return readMemberEvent(db, member.id, id);
  });

  registerRoute(app, routes.getEventCalendar, async (request, reply, { params: { id } }) => {
    const member = requireMember(request);
    const event = await readMemberEvent(db, member.id, id);
    const language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
    const location = [event.venue, event.city].filter((part) => part).join(', ');
    const calendar = writeCalendar({
      uid: `event-${event.id}@sahelhearts`,
      title: textIn(event.title, language),
      description: textIn(event.description, language),
      location,
      startsAt: new Date(event.startsAt),
      endsAt: new Date(event.endsAt),
      stampedAt: new Date(),
      url: `${options.publicOrigin}/events/${event.id}`,
      cancelled: event.status === 'cancelled',
    });
    noStore(reply);
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="sahel-hearts-event-${event.id}.ics"`);
    return reply.send(calendar);
  });
}
