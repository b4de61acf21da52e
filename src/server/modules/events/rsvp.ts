// Going and leaving (docs/decisions/0032-events.md, "Exactly capacity"). Each answer locks the
// event's row first, so answers to one event are taken one at a time: the count of members going
// read after the lock is the true one, and never more than the capacity are going, however many
// answer at once. A freed place goes to the first in line, in the same transaction, whether the
// member left, deleted their account or was banned (releasePlacesOf).
import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventNotices, eventRsvps, events } from '../../db/schema';
import { AppError } from '../../errors';

/** A transaction (or, for the callers that are handed one as such, the database it runs on). */
type Transaction = Database;

/** The event's row, whatever it is, locked until the transaction ends. */
async function lockEventRow(tx: Transaction, eventId: number) {
  const [event] = await tx
    .select({ id: events.id, status: events.status, startsAt: events.startsAt, capacity: events.capacity, audience: events.audience })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return event;
}

/** The event's row, locked until the transaction ends; only events members may answer. */
async function lockEvent(tx: Transaction, eventId: number) {
  const event = await lockEventRow(tx, eventId);
  if (!event || event.status === 'draft' || event.capacity === null || event.startsAt === null) {
    throw new AppError('NOT_FOUND', 'No such event.');
  }
  return { ...event, capacity: event.capacity, startsAt: event.startsAt };
}

async function goingCount(tx: Transaction, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ going: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.state, 'going')));
  return row?.going ?? 0;
}

/**
 * Moves the first in line to going while places are free, each told by e-mail (the event-notices
 * job sends it). Inside a transaction that holds the event's lock.
 */
export async function fillFreedPlaces(tx: Transaction, eventId: number, capacity: number): Promise<void> {
  let free = capacity - (await goingCount(tx, eventId));
  while (free > 0) {
    const [next] = await tx
      .select({ id: eventRsvps.id, memberId: eventRsvps.memberId })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.state, 'waiting')))
      .orderBy(asc(eventRsvps.position), asc(eventRsvps.id))
      .limit(1);
    if (!next) return;
    await tx.update(eventRsvps).set({ state: 'going', position: null }).where(eq(eventRsvps.id, next.id));
    await tx.insert(eventNotices).values({ eventId, memberId: next.memberId, kind: 'promoted' });
    free -= 1;
  }
}

/** The member is going, or on the waiting list when the event is full; answering twice changes nothing. */
export async function joinEvent(db: Database, eventId: number, member: { id: string; isPremium: boolean }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status === 'cancelled' || event.startsAt <= now) throw new AppError('EVENT_UNAVAILABLE', 'This event is closed.');
    if (event.audience === 'premium' && !member.isPremium) throw new AppError('EVENT_PREMIUM_ONLY', 'This event is for Premium members.');
    const [existing] = await tx
      .select({ id: eventRsvps.id })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.memberId, member.id)));
    if (existing) return;
    if ((await goingCount(tx, eventId)) < event.capacity) {
      await tx.insert(eventRsvps).values({ eventId, memberId: member.id, state: 'going' });
      return;
    }
    const [last] = await tx
      .select({ position: max(eventRsvps.position) })
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, eventId));
    await tx.insert(eventRsvps).values({ eventId, memberId: member.id, state: 'waiting', position: (last?.position ?? 0) + 1 });
  });
}

/**
 * Deletes the member's answer to the event, whose row the transaction has locked; a place they held
 * at a published event still to start goes to the first in line.
 */
async function withdraw(
  tx: Transaction,
  event: { id: number; status: string; startsAt: Date | null; capacity: number | null },
  memberId: string,
  now: Date,
): Promise<void> {
  const [left] = await tx
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.memberId, memberId)))
    .returning({ state: eventRsvps.state });
  if (
    left?.state === 'going' &&
    event.status === 'published' &&
    event.capacity !== null &&
    event.startsAt !== null &&
    event.startsAt > now
  ) {
    await fillFreedPlaces(tx, event.id, event.capacity);
  }
}

/** The member is no longer going nor waiting; a place they held goes to the first in line. */
export async function leaveEvent(db: Database, eventId: number, memberId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await withdraw(tx, await lockEvent(tx, eventId), memberId, now);
  });
}

/**
 * Every answer of a member who is leaving Sahel Hearts (their account deleted, or banned), inside
 * the caller's transaction: each event they were going to is locked in turn (by id, the one order
 * every writer takes) and its place goes to the first in line, exactly as when they leave; their
 * places on waiting lists and the e-mails still owed them go too.
 */
export async function releasePlacesOf(tx: Transaction, memberId: string, now: Date): Promise<void> {
  const answered = await tx
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(eq(eventRsvps.memberId, memberId))
    .orderBy(asc(eventRsvps.eventId));
  for (const { eventId } of answered) {
    const event = await lockEventRow(tx, eventId);
    if (event) await withdraw(tx, event, memberId, now);
  }
  await tx.delete(eventRsvps).where(eq(eventRsvps.memberId, memberId));
  await tx.delete(eventNotices).where(and(eq(eventNotices.memberId, memberId), isNull(eventNotices.sentAt)));
}
