// "Show me to my matches as going" and the matches a member sees going (docs/decisions/0032-events.md,
// "Matches going"), through the API: who may call the switch, that it is off by default, that both
// sides must choose it, and that only current, visible, unblocked matches who are going are shown,
// by first name, to their matches alone.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { blocks, eventMatchSharing, eventRsvps, matches, memberRestrictions, profilePhotos, users } from '../../db/schema';
import { payInSandbox, signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertTestEvent } from '../../test/events';
import { completeOnboarding } from '../../test/onboarding';

const DAY_MS = 86_400_000;

/** Members who only need to exist, answer and be matched: rows, as the demo community's are. */
async function insertMembers(db: Database, names: string[]): Promise<string[]> {
  const ids = names.map((name) => `going-${name.toLowerCase()}`);
  await db.insert(users).values(
    ids.map((id, index) => ({
      id,
      name: id,
      email: `${id}@example.org`,
      displayName: `${names[index]} Family`,
      dateOfBirth: '1990-01-01',
    })),
  );
  return ids;
}

const insertEvent = (db: Database, status: 'published' | 'cancelled' = 'published') => insertTestEvent(db, { status });

const matched = (one: string, other: string) => {
  const [memberA, memberB] = [one, other].sort() as [string, string];
  return { memberA, memberB, confirmed: true, likedByA: new Date(), likedByB: new Date(), confirmedAt: new Date() };
};

describe.each(testDatabases())('matches going to events on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function verifiedMember(email: string) {
    const cookie = await signedInMember(app(), db(), email);
    await payInSandbox(app(), cookie, 'basic');
    await completeOnboarding(db(), email);
    return { cookie, id: (await call('GET', '/api/me', cookie)).json().user.id as string };
  }

  it('lets only verified members read and switch it; visitors are asked to sign in, others to finish their steps', async () => {
    const notSubscribed = await signedInMember(app(), db(), 'new@example.org');
    for (const cookie of [undefined, notSubscribed]) {
      const responses = await Promise.all([
        call('GET', '/api/events/sharing', cookie),
        call('PUT', '/api/events/sharing', cookie, { showMeToMatches: true }),
      ]);
      for (const response of responses) expect(response.statusCode).toBe(cookie ? 403 : 401);
    }
    expect(await db().select().from(eventMatchSharing)).toEqual([]);
  });

  it('is off by default, switches on and off, and refuses bad input without changing anything', async () => {
    const { cookie } = await verifiedMember('amina@example.org');
    expect((await call('GET', '/api/events/sharing', cookie)).json()).toEqual({ showMeToMatches: false });
    expect((await call('PUT', '/api/events/sharing', cookie, { showMeToMatches: true })).json()).toEqual({ showMeToMatches: true });
    expect((await call('PUT', '/api/events/sharing', cookie, { showMeToMatches: true })).json()).toEqual({ showMeToMatches: true });
    for (const payload of [{ showMeToMatches: 'yes' }, {}, { showMeToMatches: false, memberId: 'someone-else' }]) {
      const refused = await call('PUT', '/api/events/sharing', cookie, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/events/sharing', cookie)).json()).toEqual({ showMeToMatches: true });
    expect((await call('PUT', '/api/events/sharing', cookie, { showMeToMatches: false })).json()).toEqual({ showMeToMatches: false });
    expect(await db().select().from(eventMatchSharing)).toEqual([]);
  });

  it('shows a member, once both chose it, only their current matches going who chose it: first names, the photo, no one else', async () => {
    const viewer = await verifiedMember('amina@example.org');
    const [shown, hidden, waiting, blocked, suspended, unmatched, stranger, cancelledOnly] = await insertMembers(db(), [
      'Dawit',
      'Hidden',
      'Waiting',
      'Blocked',
      'Suspended',
      'Unmatched',
      'Stranger',
      'Cancelled',
    ]);
    const eventId = await insertEvent(db());
    const cancelledId = await insertEvent(db(), 'cancelled');
    const everyone = [shown!, hidden!, blocked!, suspended!, unmatched!, stranger!];
    await db()
      .insert(eventRsvps)
      .values([
        ...everyone.map((memberId) => ({ eventId, memberId, state: 'going' as const })),
        { eventId, memberId: waiting!, state: 'waiting' as const, position: 1 },
        { eventId: cancelledId, memberId: cancelledOnly!, state: 'going' as const },
      ]);
    // Everyone but Hidden chose to be shown; the stranger and the unmatched one are no match (any more).
    await db()
      .insert(eventMatchSharing)
      .values([shown, waiting, blocked, suspended, unmatched, stranger, cancelledOnly].map((memberId) => ({ memberId: memberId! })));
    await db()
      .insert(matches)
      .values([shown, hidden, waiting, blocked, suspended, cancelledOnly].map((memberId) => matched(viewer.id, memberId!)));
    await db()
      .insert(matches)
      .values({ ...matched(viewer.id, unmatched!), confirmed: false, confirmedAt: null });
    await db().insert(blocks).values({ blockerId: blocked!, blockedId: viewer.id });
    await db()
      .insert(memberRestrictions)
      .values({ userId: suspended!, kind: 'suspended', until: new Date(Date.now() + 7 * DAY_MS), reason: 'Spam' });
    const [photo] = await db()
      .insert(profilePhotos)
      .values({ userId: shown!, position: 0, largeKey: 'large', cardKey: 'card', width: 960, height: 1280 })
      .returning({ id: profilePhotos.id });

    // The viewer has not chosen it: nothing, though matches who chose it are going.
    const before = (await call('GET', `/api/events/${eventId}`, viewer.cookie)).json();
    expect(before).toMatchObject({ goingCount: 6, matchesGoing: [] });

    await call('PUT', '/api/events/sharing', viewer.cookie, { showMeToMatches: true });
    const seen = (await call('GET', `/api/events/${eventId}`, viewer.cookie)).json();
    expect(seen.matchesGoing).toEqual([
      {
        id: shown,
        firstName: 'Dawit',
        photo: { id: photo!.id, url: `/api/photos/${photo!.id}/card`, width: expect.any(Number), height: expect.any(Number) },
      },
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/Family|Hidden|Blocked|Suspended|Unmatched|Stranger|Waiting/);
    const [listed] = (await call('GET', '/api/events/upcoming', viewer.cookie)).json().events;
    expect(listed.matchesGoing).toEqual(seen.matchesGoing);
    // A cancelled event is shown only to those who answered it, and with nobody going.
    expect((await call('GET', `/api/events/${cancelledId}`, viewer.cookie)).statusCode).toBe(404);

    // Once the block is gone, the match comes back.
    await db().delete(blocks);
    const again = (await call('GET', `/api/events/${eventId}`, viewer.cookie)).json();
    expect(again.matchesGoing.map((match: { firstName: string }) => match.firstName)).toEqual(['Blocked', 'Dawit']);
  });
});
