// The admins' side of events (docs/decisions/0032-events.md): a new event is a draft; publishing
// shows it to members; cancelling owes an e-mail to everyone going or waiting, written in the
// same transaction so that none is forgotten (the event-notices job sends them).
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AdminEvent, EventInput } from '../../../shared/contracts/admin-events';
import { instantOf, localTimeOf } from '../../../shared/zoned-time';
import type { Database } from '../../db/client';
import { eventNotices, eventRsvps, events } from '../../db/schema';
import { AppError } from '../../errors';
import { eventColumns, rsvpCountOf } from './event-columns';
import { invitePremiumMembersNear } from './invitations';
import { fillFreedPlaces } from './rsvp';

const LIST_LIMIT = 200;

const adminColumns = { ...eventColumns, going: rsvpCountOf('going'), waiting: rsvpCountOf('waiting') };

type AdminRow = Awaited<ReturnType<typeof selectAdminRows>>[number];

function selectAdminRows(db: Database, where: SQL | undefined) {
  return db.select(adminColumns).from(events).where(where).orderBy(desc(events.startsAt), desc(events.id)).limit(LIST_LIMIT);
}

function toAdminEvent(row: AdminRow): AdminEvent {
  const timeZone = row.timeZone ?? 'UTC';
  const startsAt = row.startsAt as Date;
  const endsAt = row.endsAt ?? startsAt;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title ?? {},
    description: row.description ?? {},
    city: row.city ?? '',
    country: row.country ?? '',
    venue: row.venue ?? '',
    timeZone,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    localStartsAt: localTimeOf(startsAt, timeZone),
    localEndsAt: localTimeOf(endsAt, timeZone),
    capacity: row.capacity ?? 0,
    audience: row.audience,
    status: row.status,
    going: row.going,
    waiting: row.waiting,
  };
}

/** Events members may answer (those with a capacity): the seeded series dates are calendar rows only. */
const answerable = and(isNotNull(events.capacity), isNotNull(events.startsAt));

export async function listAdminEvents(db: Database): Promise<AdminEvent[]> {
  return (await selectAdminRows(db, answerable)).map(toAdminEvent);
}

export async function readAdminEvent(db: Database, eventId: number): Promise<AdminEvent> {
  const [row] = await selectAdminRows(db, and(answerable, eq(events.id, eventId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such event.');
  return toAdminEvent(row);
}

/** Only the languages given, trimmed: readers fall back to one of them. */
function givenLanguages(text: EventInput['title']): Partial<Record<keyof EventInput['title'], string>> {
  return Object.fromEntries(Object.entries(text).flatMap(([language, value]) => (value?.trim() ? [[language, value.trim()]] : [])));
}

function columnsOf(input: EventInput) {
  return {
    series: input.kind,
    title: givenLanguages(input.title),
    description: givenLanguages(input.description),
    city: input.city.trim(),
    country: input.country,
    venue: input.venue.trim(),
    timeZone: input.timeZone,
    startsAt: instantOf(input.startsAt, input.timeZone),
    endsAt: instantOf(input.endsAt, input.timeZone),
    capacity: input.capacity,
    audience: input.audience,
  };
}

export async function createEvent(db: Database, input: EventInput): Promise<AdminEvent> {
  const [row] = await db
    .insert(events)
    .values({ ...columnsOf(input), status: 'draft' })
    .returning({ id: events.id });
  return readAdminEvent(db, (row as { id: number }).id);
}

/** The event's status, its row locked until the transaction ends; 404 for no such event. */
async function lockAnswerableEvent(tx: Database, eventId: number) {
  const [event] = await tx
    .select({ status: events.status })
    .from(events)
    .where(and(answerable, eq(events.id, eventId)))
    .for('update');
  if (!event) throw new AppError('NOT_FOUND', 'No such event.');
  return event;
}

/** Saves the admin's edit; a larger capacity gives the new places to the waiting list in order. */
export async function updateEvent(db: Database, eventId: number, input: EventInput): Promise<AdminEvent> {
  await db.transaction(async (tx) => {
    const event = await lockAnswerableEvent(tx, eventId);
    await tx.update(events).set(columnsOf(input)).where(eq(events.id, eventId));
    if (event.status === 'published') await fillFreedPlaces(tx, eventId, input.capacity);
  });
  return readAdminEvent(db, eventId);
}

/** Shows a draft to members; a Premium-only one invites the Premium members near it, once. */
export async function publishEvent(db: Database, eventId: number): Promise<AdminEvent> {
  const [row] = await db
    .update(events)
    .set({ status: 'published' })
    .where(and(answerable, eq(events.id, eventId), sql`${events.status} <> 'cancelled'`))
    .returning({ id: events.id });
  if (!row) {
    await readAdminEvent(db, eventId);
    throw new AppError('EVENT_UNAVAILABLE', 'A cancelled event cannot be published again.');
  }
  await invitePremiumMembersNear(db, eventId);
  return readAdminEvent(db, eventId);
}

/** Cancels the event and owes each member going or waiting an e-mail; cancelling twice tells no one twice. */
export async function cancelEvent(db: Database, eventId: number): Promise<AdminEvent> {
  await db.transaction(async (tx) => {
    const event = await lockAnswerableEvent(tx, eventId);
    if (event.status === 'cancelled') return;
    await tx.update(events).set({ status: 'cancelled' }).where(eq(events.id, eventId));
    const answered = await tx.select({ memberId: eventRsvps.memberId }).from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
    if (answered.length > 0) {
      await tx.insert(eventNotices).values(answered.map(({ memberId }) => ({ eventId, memberId, kind: 'cancelled' as const })));
    }
  });
  return readAdminEvent(db, eventId);
}
