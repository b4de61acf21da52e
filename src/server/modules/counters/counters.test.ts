import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { seedEvents } from '../../seed/events';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { countLive, saveOverride } from './queries';

describe.each(testDatabases())('GET /api/counters on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  const getCounters = async () => {
    const response = await testAppRef.current.app.inject({ method: 'GET', url: '/api/counters' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const countEventRows = async () => {
    const [row] = await testAppRef.current.database.db.select({ value: count() }).from(events);
    return row?.value ?? 0;
  };

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
    expect(rows).toBeGreaterThan(100);
    expect((await getCounters()).events).toEqual({ value: rows, source: 'live' });
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

  it('treats an override of null as no override', async () => {
    await saveOverride(testAppRef.current.database.db, 'events', 7);
    await saveOverride(testAppRef.current.database.db, 'events', null);
    expect((await getCounters()).events).toEqual({ value: 100, source: 'fallback' });
    await seedEvents(testAppRef.current.database.db);
    expect((await getCounters()).events).toEqual({ value: await countEventRows(), source: 'live' });
  });

  it('may be cached briefly by browsers and proxies', async () => {
    const response = await testAppRef.current.app.inject({ method: 'GET', url: '/api/counters' });
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });
});
