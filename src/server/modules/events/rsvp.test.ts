// Going, the waiting list and the e-mails owed (docs/decisions/0032-events.md), on the service
// itself: on PostgreSQL the database is a pool, so the 50 answers below really race.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOutboxMailSender, readOutbox } from '../../adapters/mail/outbox-mail-sender';
import type { Database } from '../../db/client';
import { eventNotices, eventRsvps, type events, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertTestEvent } from '../../test/events';
import { cancelEvent } from './admin-events';
import { sendEventNotices } from './notices';
import { joinEvent, leaveEvent } from './rsvp';

const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date('2027-03-01T12:00:00Z');

async function insertMembers(db: Database, howMany: number, language = 'en'): Promise<string[]> {
  const ids = Array.from({ length: howMany }, (_, index) => `event-member-${String(index).padStart(3, '0')}`);
  await db.insert(users).values(
    ids.map((id, index) => ({
      id,
      name: id,
      email: `${id}@example.org`,
      displayName: `Member ${index}`,
      dateOfBirth: '1990-01-01',
      language,
    })),
  );
  return ids;
}

function insertEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}): Promise<number> {
  return insertTestEvent(db, {
    title: { en: 'Hookah night', fr: 'Soirée chicha' },
    venue: 'Rooftop, 12 Kenyatta Avenue',
    startsAt: new Date(NOW.getTime() + 72 * HOUR_MS),
    endsAt: new Date(NOW.getTime() + 75 * HOUR_MS),
    capacity: 10,
    ...values,
  });
}

describe.each(testDatabases())('answers to an event on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const db = () => testAppRef.current.database.db;

  const statesOf = async (eventId: number) =>
    db()
      .select({ memberId: eventRsvps.memberId, state: eventRsvps.state, position: eventRsvps.position })
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, eventId));

  it('lets exactly the capacity go when 50 members answer at once; the others wait, each with their own place in line', async () => {
    const members = await insertMembers(db(), 50);
    const eventId = await insertEvent(db(), { capacity: 10 });
    await Promise.all(members.map((id) => joinEvent(db(), eventId, { id, isPremium: false }, NOW)));
    const rows = await statesOf(eventId);
    expect(rows.filter((row) => row.state === 'going')).toHaveLength(10);
    const waiting = rows.filter((row) => row.state === 'waiting').map((row) => row.position);
    expect(waiting).toHaveLength(40);
    expect(new Set(waiting).size).toBe(40);
    expect([...waiting].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('changes nothing when a member answers twice, even at once', async () => {
    const [member] = await insertMembers(db(), 1);
    const eventId = await insertEvent(db(), { capacity: 1 });
    await Promise.all([1, 2, 3].map(() => joinEvent(db(), eventId, { id: member!, isPremium: false }, NOW)));
    expect(await statesOf(eventId)).toEqual([{ memberId: member, state: 'going', position: null }]);
  });

  it('gives a freed place to the first in line, who is owed an e-mail', async () => {
    const [first, second, third] = await insertMembers(db(), 3);
    const eventId = await insertEvent(db(), { capacity: 1 });
    for (const id of [first!, second!, third!]) await joinEvent(db(), eventId, { id, isPremium: false }, NOW);
    await leaveEvent(db(), eventId, first!, NOW);
    const rows = await statesOf(eventId);
    expect(rows.find((row) => row.memberId === second)).toMatchObject({ state: 'going', position: null });
    expect(rows.find((row) => row.memberId === third)).toMatchObject({ state: 'waiting' });
    const notices = await db().select({ memberId: eventNotices.memberId, kind: eventNotices.kind }).from(eventNotices);
    expect(notices).toEqual([{ memberId: second, kind: 'promoted' }]);
  });

  it('keeps the place when a waiting member leaves', async () => {
    const [first, second] = await insertMembers(db(), 2);
    const eventId = await insertEvent(db(), { capacity: 1 });
    await joinEvent(db(), eventId, { id: first!, isPremium: false }, NOW);
    await joinEvent(db(), eventId, { id: second!, isPremium: false }, NOW);
    await leaveEvent(db(), eventId, second!, NOW);
    expect(await statesOf(eventId)).toEqual([{ memberId: first, state: 'going', position: null }]);
    expect(await db().select().from(eventNotices)).toEqual([]);
  });

  it('refuses a Basic member on a Premium-only event, and anyone on a cancelled, started or draft event', async () => {
    const [member] = await insertMembers(db(), 1);
    const premiumOnly = await insertEvent(db(), { audience: 'premium' });
    await expect(joinEvent(db(), premiumOnly, { id: member!, isPremium: false }, NOW)).rejects.toMatchObject({
      code: 'EVENT_PREMIUM_ONLY',
    });
    await joinEvent(db(), premiumOnly, { id: member!, isPremium: true }, NOW);
    const cancelled = await insertEvent(db(), { status: 'cancelled' });
    const started = await insertEvent(db(), { startsAt: new Date(NOW.getTime() - HOUR_MS) });
    const draft = await insertEvent(db(), { status: 'draft' });
    await expect(joinEvent(db(), cancelled, { id: member!, isPremium: true }, NOW)).rejects.toMatchObject({ code: 'EVENT_UNAVAILABLE' });
    await expect(joinEvent(db(), started, { id: member!, isPremium: true }, NOW)).rejects.toMatchObject({ code: 'EVENT_UNAVAILABLE' });
    await expect(joinEvent(db(), draft, { id: member!, isPremium: true }, NOW)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [answers] = await db().select({ value: count() }).from(eventRsvps);
    expect(answers?.value).toBe(1);
  });

  it('tells everyone going and waiting that the event is cancelled, in their language, once', async () => {
    const [going] = await insertMembers(db(), 1, 'fr');
    const [waiting] = await db()
      .insert(users)
      .values({
        id: 'waiting-sw',
        name: 'w',
        email: 'waiting-sw@example.org',
        displayName: 'Juma',
        dateOfBirth: '1990-01-01',
        language: 'sw',
      })
      .returning({ id: users.id });
    const eventId = await insertEvent(db(), { capacity: 1 });
    await joinEvent(db(), eventId, { id: going!, isPremium: false }, NOW);
    await joinEvent(db(), eventId, { id: waiting!.id, isPremium: false }, NOW);
    await cancelEvent(db(), eventId);
    await cancelEvent(db(), eventId);
    const mail = createOutboxMailSender(db());
    const options = { now: NOW, publicOrigin: 'https://sahelhearts.example' };
    expect(await sendEventNotices(db(), mail, options)).toEqual({ sent: 2, failed: 0 });
    expect(await sendEventNotices(db(), mail, options)).toEqual({ sent: 0, failed: 0 });
    const [french] = await readOutbox(db(), `${going}@example.org`);
    expect(french?.subject).toBe('Annulé : Soirée chicha');
    expect(french?.text).toContain('https://sahelhearts.example/events/');
    const [swahili] = await readOutbox(db(), 'waiting-sw@example.org');
    // No Swahili title was given: the first language given stands in.
    expect(swahili?.subject).toBe('Imeghairiwa: Hookah night');
    expect(swahili?.html).toContain('dir="ltr"');
  });

  it('reminds those going the day before, once, when the clock reaches it', async () => {
    const [going, waiting] = await insertMembers(db(), 2, 'ar');
    const eventId = await insertEvent(db(), { capacity: 1 });
    await joinEvent(db(), eventId, { id: going!, isPremium: false }, NOW);
    await joinEvent(db(), eventId, { id: waiting!, isPremium: false }, NOW);
    const mail = createOutboxMailSender(db());
    const at = (hours: number) => ({ now: new Date(NOW.getTime() + hours * HOUR_MS), publicOrigin: 'https://sahelhearts.example' });
    expect(await sendEventNotices(db(), mail, at(0))).toEqual({ sent: 0, failed: 0 });
    expect(await sendEventNotices(db(), mail, at(47))).toEqual({ sent: 0, failed: 0 });
    expect(await sendEventNotices(db(), mail, at(49))).toEqual({ sent: 1, failed: 0 });
    expect(await sendEventNotices(db(), mail, at(60))).toEqual({ sent: 0, failed: 0 });
    const [reminder] = await readOutbox(db(), `${going}@example.org`);
    expect(reminder?.html).toContain('dir="rtl"');
    expect(await readOutbox(db(), `${waiting}@example.org`)).toEqual([]);
    const [owed] = await db()
      .select({ value: count() })
      .from(eventNotices)
      .where(and(eq(eventNotices.kind, 'reminder'), eq(eventNotices.eventId, eventId)));
    expect(owed?.value).toBe(1);
  });

  it('gives an e-mail that could not be sent back to the next run', async () => {
    const [member] = await insertMembers(db(), 1);
    const eventId = await insertEvent(db());
    await joinEvent(db(), eventId, { id: member!, isPremium: false }, NOW);
    await cancelEvent(db(), eventId);
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const options = { now: NOW, publicOrigin: 'https://sahelhearts.example' };
    expect(await sendEventNotices(db(), failing, options)).toEqual({ sent: 0, failed: 1 });
    expect(await sendEventNotices(db(), createOutboxMailSender(db()), options)).toEqual({ sent: 1, failed: 0 });
  });
});
