import { count, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { useTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { DEMO_JOINABLE_EVENTS, seedJoinableEvents } from './joinable-events';

describe.each(testDatabases())('the demo events members can join on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  it('seeds a hookah night, a festival and a Premium-only meetup once, at the hour set in their venue’s zone', async () => {
    const db = testAppRef.current.database.db;
    const now = new Date('2027-03-01T12:00:00Z');
    expect(await seedJoinableEvents(db, now)).toBe(3);
    expect(await seedJoinableEvents(db, now)).toBe(0);
    const rows = await db.select().from(events);
    expect(rows.map((row) => row.series).sort()).toEqual(['community-meetups', 'heritage-festivals', 'hookah-gatherings']);
    const hookah = rows.find((row) => row.series === 'hookah-gatherings');
    // 19:00 in Nairobi (UTC+3).
    expect(hookah?.startsAt?.toISOString()).toBe('2027-03-10T16:00:00.000Z');
    expect(rows.find((row) => row.audience === 'premium')?.series).toBe('community-meetups');
    for (const demo of DEMO_JOINABLE_EVENTS) expect(Object.values(demo.title).every((title) => title.trim() !== '')).toBe(true);
    // Once they have passed, the next start adds the next ones.
    expect(await seedJoinableEvents(db, new Date('2027-05-01T12:00:00Z'))).toBe(3);
    const [all] = await db.select({ value: count() }).from(events).where(isNotNull(events.capacity));
    expect(all?.value).toBe(6);
  });
});
