// A member going to a full event who deletes their account, or is banned, frees their place for the
// first in line, who is promoted and told by e-mail exactly as when a member leaves; the second in
// line keeps waiting (docs/decisions/0032-events.md, "Places given up"). A suspension keeps it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOutboxMailSender, readOutbox } from '../../adapters/mail/outbox-mail-sender';
import type { Database } from '../../db/client';
import { eventNotices, eventRsvps, events, users } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertTestEvent } from '../../test/events';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { sendEventNotices } from './notices';

const FIRST = 'first-in-line@example.org';
const SECOND = 'second-in-line@example.org';

async function insertWaitingMembers(db: Database): Promise<[string, string]> {
  await db.insert(users).values(
    [FIRST, SECOND].map((email, index) => ({
      id: `waiting-${index + 1}`,
      name: email,
      email,
      displayName: index === 0 ? 'Hawa' : 'Kofi',
      dateOfBirth: '1990-01-01',
    })),
  );
  return ['waiting-1', 'waiting-2'];
}

/** A published event of one place, still to start, with the member going and two in line. */
async function fullEvent(db: Database, goingId: string): Promise<{ eventId: number; first: string; second: string }> {
  const [first, second] = await insertWaitingMembers(db);
  const eventId = await insertTestEvent(db, { capacity: 1 });
  await db.insert(eventRsvps).values([
    { eventId, memberId: goingId, state: 'going' },
    { eventId, memberId: first, state: 'waiting', position: 1 },
    { eventId, memberId: second, state: 'waiting', position: 2 },
  ]);
  // An e-mail still owed to the member going: it goes with them.
  await db.insert(eventNotices).values({ eventId, memberId: goingId, kind: 'reminder' });
  return { eventId, first, second };
}

describe.each(testDatabases())('places given up on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const post = (url: string, cookie: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: { cookie, origin: SITE_ORIGIN }, payload });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  const answers = async (eventId: number) =>
    (
      await db()
        .select({ memberId: eventRsvps.memberId, state: eventRsvps.state, position: eventRsvps.position })
        .from(eventRsvps)
        .where(eq(eventRsvps.eventId, eventId))
    ).sort((a, b) => a.memberId.localeCompare(b.memberId));

  /** The event-notices job's run: the promoted member gets their e-mail, the second in line none. */
  async function expectPromotionMailed() {
    const mail = createOutboxMailSender(db());
    await sendEventNotices(db(), mail, { now: new Date(), publicOrigin: 'https://sahelhearts.example' });
    const [promoted] = await readOutbox(db(), FIRST);
    expect(promoted?.subject).toBe('A place is yours: Hookah night');
    expect(await readOutbox(db(), SECOND)).toEqual([]);
  }

  it('gives the place of a member who deletes their account to the first in line, who is e-mailed; the second keeps waiting', async () => {
    const cookie = await signedInMember(app(), db(), 'leaving@example.org');
    const leavingId = await idOf('leaving@example.org');
    const { eventId, first, second } = await fullEvent(db(), leavingId);

    const deleted = await post('/api/account/delete', cookie, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);

    expect(await answers(eventId)).toEqual([
      { memberId: first, state: 'going', position: null },
      { memberId: second, state: 'waiting', position: 2 },
    ]);
    expect(await db().select({ memberId: eventNotices.memberId, kind: eventNotices.kind }).from(eventNotices)).toEqual([
      { memberId: first, kind: 'promoted' },
    ]);
    await expectPromotionMailed();
  });

  it('gives a banned member’s place to the first in line likewise; a suspended member keeps theirs', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    await signedInMember(app(), db(), 'banned@example.org');
    await signedInMember(app(), db(), 'suspended@example.org');
    const bannedId = await idOf('banned@example.org');
    const suspendedId = await idOf('suspended@example.org');
    const { eventId, first, second } = await fullEvent(db(), bannedId);
    const [other] = await db()
      .insert(events)
      .values({ series: 'other', title: { en: 'Meetup' }, startsAt: new Date('2099-12-06T16:00:00Z'), capacity: 1, status: 'published' })
      .returning({ id: events.id });
    await db().insert(eventRsvps).values({ eventId: other!.id, memberId: suspendedId, state: 'going' });

    const suspended = await post(`/api/admin/members/${suspendedId}/moderation`, admin, {
      action: 'suspend',
      days: 7,
      reason: 'Rude messages',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await answers(other!.id)).toEqual([{ memberId: suspendedId, state: 'going', position: null }]);

    const banned = await post(`/api/admin/members/${bannedId}/moderation`, admin, { action: 'ban', reason: 'Scam' });
    expect(banned.statusCode).toBe(200);
    expect(await answers(eventId)).toEqual([
      { memberId: first, state: 'going', position: null },
      { memberId: second, state: 'waiting', position: 2 },
    ]);
    // The reminder still owed to the banned member is gone; the promotion is owed to the first in line.
    expect(await db().select({ memberId: eventNotices.memberId, kind: eventNotices.kind }).from(eventNotices)).toEqual([
      { memberId: first, kind: 'promoted' },
    ]);
    await expectPromotionMailed();
  });
});
