import { and, count, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { events, identityVerifications, matches, users, type VerificationStatus } from '../../db/schema';
import { seedEvents } from '../../seed/events';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { publicCountersCache } from './public-counters';
import { countLive, saveOverride } from './queries';

/** Members whose identity verification is in each state, as the verification module leaves them. */
async function membersVerified(db: Database, statuses: VerificationStatus[]): Promise<string[]> {
  const ids = statuses.map((_, index) => `counter-member-${String(index).padStart(3, '0')}`);
  if (ids.length === 0) return ids;
  await db
    .insert(users)
    .values(
      ids.map((id, index) => ({ id, name: id, email: `${id}@example.org`, displayName: `Member ${index}`, dateOfBirth: '1990-01-01' })),
    );
  await db.insert(identityVerifications).values(ids.map((userId, index) => ({ userId, status: statuses[index]! })));
  return ids;
}

/** A matches row between two members: confirmed when both liked, one-sided otherwise. */
function matchOf(memberA: string, memberB: string, confirmed: boolean) {
  const liked = new Date('2026-11-20T10:00:00Z');
  return { memberA, memberB, likedByA: liked, likedByB: confirmed ? liked : null, confirmed, confirmedAt: confirmed ? liked : null };
}

describe.each(testDatabases())('GET /api/counters on $name', (testDatabase) => {
  // Counted on every request here; the server's short memory of them is tested below.
  const testAppRef = useTestApp(testDatabase, { PUBLIC_COUNTERS_CACHE_SECONDS: '0' });

  const getCounters = async () => {
    const response = await testAppRef.current.app.inject({ method: 'GET', url: '/api/counters' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const countEventRows = () => countEventsIn(testAppRef.current.database.db);

  it('shows the fallbacks 12000, 500 and 100 on an empty database', async () => {
    expect(await getCounters()).toEqual({
      verified: { value: 12000, source: 'fallback' },
      matches: { value: 500, source: 'fallback' },
      events: { value: 100, source: 'fallback' },
    });
  });

  it('counts the events live once there are some', async () => {
    await seedEvents(testAppRef.current.database.db);
    const rows = await countEventRows();
    expect(rows).toBeGreaterThan(0);
    expect((await getCounters()).events).toEqual({ value: rows, source: 'live' });
  });

  it('counts only the published events still to come: not drafts, cancelled or past ones', async () => {
    const db = testAppRef.current.database.db;
    const day = 24 * 60 * 60 * 1000;
    const event = (status: 'draft' | 'published' | 'cancelled', inDays: number) => ({
      series: 'other' as const,
      title: { en: 'An evening' },
      city: 'Nairobi',
      country: 'KE',
      startsAt: new Date(Date.now() + inDays * day),
      capacity: 10,
      status,
    });
    await db
      .insert(events)
      .values([event('published', 3), event('published', 5), event('draft', 3), event('cancelled', 3), event('published', -3)]);
    expect((await getCounters()).events).toEqual({ value: 2, source: 'live' });
  });

  it('lets an override win for the public while the live count stays true', async () => {
    await seedEvents(testAppRef.current.database.db);
    const rows = await countEventRows();
    await saveOverride(testAppRef.current.database.db, 'events', 7);
    await saveOverride(testAppRef.current.database.db, 'verified', 0);
    const counters = await getCounters();
    expect(counters.events).toEqual({ value: 7, source: 'override' });
    // An override of 0 is still a deliberate choice, shown as such.
    expect(counters.verified).toEqual({ value: 0, source: 'override' });
    expect(counters.matches).toEqual({ value: 500, source: 'fallback' });
    expect((await countLive(testAppRef.current.database.db)).events).toBe(rows);
    expect(await countEventRows()).toBe(rows);
  });

  it('counts members whose identity is approved, not those pending, rejected or still in progress', async () => {
    const db = testAppRef.current.database.db;
    await membersVerified(db, ['pending', 'rejected', 'in_progress']);
    // No approved member yet: the public still sees the fallback.
    expect((await getCounters()).verified).toEqual({ value: 12000, source: 'fallback' });
    await db.delete(identityVerifications);
    await db.delete(users);
    await membersVerified(db, ['approved', 'approved', 'pending', 'approved', 'rejected']);
    expect((await getCounters()).verified).toEqual({ value: 3, source: 'live' });
    expect((await countLive(db)).verified).toBe(3);
  });

  it('counts confirmed matches only, live once there is one', async () => {
    const db = testAppRef.current.database.db;
    const [a, b, c, d] = (await membersVerified(db, ['approved', 'approved', 'approved', 'approved'])) as [string, string, string, string];
    await db.insert(matches).values([matchOf(a, b, false), matchOf(a, c, false)]);
    // Likes one way are not matches.
    expect((await getCounters()).matches).toEqual({ value: 500, source: 'fallback' });
    await db.insert(matches).values([matchOf(b, c, true), matchOf(c, d, true), matchOf(a, d, true)]);
    expect((await getCounters()).matches).toEqual({ value: 3, source: 'live' });
    expect(await countLive(db)).toMatchObject({ verified: 4, matches: 3 });
  });

  it('lets overrides win over live member and match counts, which stay true', async () => {
    const db = testAppRef.current.database.db;
    const [a, b] = (await membersVerified(db, ['approved', 'approved'])) as [string, string];
    await db.insert(matches).values(matchOf(a, b, true));
    await saveOverride(db, 'verified', 15000);
    await saveOverride(db, 'matches', 0);
    const counters = await getCounters();
    expect(counters.verified).toEqual({ value: 15000, source: 'override' });
    expect(counters.matches).toEqual({ value: 0, source: 'override' });
    expect(await countLive(db)).toMatchObject({ verified: 2, matches: 1 });
    await saveOverride(db, 'verified', null);
    expect((await getCounters()).verified).toEqual({ value: 2, source: 'live' });
  });

  it('treats an override of null as no override', async () => {
    await saveOverride(testAppRef.current.database.db, 'events', 7);
    await saveOverride(testAppRef.current.database.db, 'events', null);
    expect((await getCounters()).events).toEqual({ value: 100, source: 'fallback' });
    await seedEvents(testAppRef.current.database.db);
    expect((await getCounters()).events).toEqual({ value: await countEventRows(), source: 'live' });
  });
});

describe.each(testDatabases())('the public counters kept in memory on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const getCounters = () => testAppRef.current.app.inject({ method: 'GET', url: '/api/counters' });

  it('answers a visitor from memory for 30 seconds, and lets browsers and proxies keep it as long', async () => {
    const first = await getCounters();
    expect(first.json().events).toEqual({ value: 100, source: 'fallback' });
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    await seedEvents(testAppRef.current.database.db);
    // The new events are counted by the next read after the 30 seconds, not by every page view.
    expect((await getCounters()).json().events).toEqual({ value: 100, source: 'fallback' });
  });

  it('reads again once the time has passed, shares one read between callers and keeps no failure', async () => {
    const db = testAppRef.current.database.db;
    let clock = 0;
    const cache = publicCountersCache(db, 30_000, () => clock);
    const [a, b] = await Promise.all([cache.read(), cache.read()]);
    expect(a).toBe(b);
    await seedEvents(db);
    clock = 29_999;
    expect((await cache.read()).events.source).toBe('fallback');
    clock = 30_000;
    expect((await cache.read()).events).toEqual({ value: await countEventsIn(db), source: 'live' });
    await saveOverride(db, 'events', 7);
    cache.forget();
    expect((await cache.read()).events).toEqual({ value: 7, source: 'override' });

    let reachable = false;
    const flaky = new Proxy(db, {
      get(target, property) {
        if (!reachable && property === 'select') throw new Error('database gone');
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const afterFailure = publicCountersCache(flaky, 30_000, () => clock);
    await expect(afterFailure.read()).rejects.toThrow('database gone');
    reachable = true;
    expect((await afterFailure.read()).events).toEqual({ value: 7, source: 'override' });
  });
});

/** The published events still to come, as the counter reads them (docs/decisions/0032-events.md). */
async function countEventsIn(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.status, 'published'), gte(events.startsAt, new Date())));
  return row?.value ?? 0;
}
