import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_SERIES } from '../../shared/contracts/events';
import type { DatabaseHandle } from '../db/client';
import { events } from '../db/schema';
import { testDatabases } from '../test/databases';
import { truncateAllTables } from '../test/reset';
import { planEventOccurrences } from './event-calendar';
import { seedDemoData } from './demo';
import { DEVELOPMENT_AUTH_SECRET } from '../config/env';
import { seedEvents } from './events';
import { DEMO_JOINABLE_EVENTS } from './joinable-events';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('planEventOccurrences', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const planned = planEventOccurrences(now);

  it('plans a history and a handful of upcoming events for each series', () => {
    expect(planned.length).toBeGreaterThanOrEqual(120);
    expect(planned.length).toBeLessThanOrEqual(200);
    for (const series of EVENT_SERIES) {
      const ofSeries = planned.filter((occurrence) => occurrence.series === series);
      const upcoming = ofSeries.filter((occurrence) => occurrence.startsAt >= now);
      expect(upcoming.length, series).toBeGreaterThanOrEqual(3);
      expect(upcoming.length, series).toBeLessThanOrEqual(6);
      const earliest = Math.min(...ofSeries.map((occurrence) => occurrence.startsAt.getTime()));
      expect(now.getTime() - earliest, series).toBeGreaterThan(300 * DAY_MS);
    }
  });

  it('holds hookah nights on Friday evenings and spreads them over several cities', () => {
    const hookah = planned.filter((occurrence) => occurrence.series === 'hookah-gatherings');
    const london = hookah.find((occurrence) => occurrence.city === 'London');
    // 19:00 London time: 19:00 UTC in winter, 18:00 UTC in summer (see zoned-time.test.ts).
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', hour: '2-digit', minute: '2-digit' });
    expect(local.format(london?.startsAt)).toBe('Friday 19:00');
    expect(new Set(hookah.map((occurrence) => occurrence.city)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives the same date the same city whatever day it is planned on', () => {
    const later = planEventOccurrences(new Date(now.getTime() + 17 * DAY_MS));
    const byKey = new Map(planned.map((occurrence) => [`${occurrence.series}@${occurrence.startsAt.toISOString()}`, occurrence.city]));
    const shared = later.filter((occurrence) => byKey.has(`${occurrence.series}@${occurrence.startsAt.toISOString()}`));
    expect(shared.length).toBeGreaterThan(100);
    for (const occurrence of shared) {
      expect(occurrence.city).toBe(byKey.get(`${occurrence.series}@${occurrence.startsAt.toISOString()}`));
    }
  });
});

describe.each(testDatabases())('seeding the demo events on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  beforeEach(async () => {
    await truncateAllTables(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const countRows = async () => (await database.db.select({ value: count() }).from(events))[0]?.value ?? 0;

  it('adds the series and their occurrences once, and nothing on a second run', async () => {
    const added = await seedEvents(database.db);
    const rows = await countRows();
    expect(rows).toBe(added);
    expect(rows).toBeGreaterThanOrEqual(120);
    expect(rows).toBeLessThanOrEqual(200);
    expect(await seedEvents(database.db)).toBe(0);
    await seedDemoData(database.db, DEVELOPMENT_AUTH_SECRET);
    // The demo data adds only the events members can join (joinable-events.ts).
    expect(await countRows()).toBe(rows + DEMO_JOINABLE_EVENTS.length);
  });

  it('only adds the weeks that came into view when run again later', async () => {
    const now = new Date();
    await seedEvents(database.db, { now });
    const rows = await countRows();
    const added = await seedEvents(database.db, { now: new Date(now.getTime() + 14 * DAY_MS) });
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(10);
    expect(await countRows()).toBe(rows + added);
  });

  it('keeps an edit made to a series row', async () => {
    await seedEvents(database.db);
    const edited = { en: 'Friday Shisha', fr: 'Chicha du vendredi', ar: 'شيشة الجمعة', sw: 'Shisha ya Ijumaa', am: 'የዓርብ ሺሻ' };
    await database.db.update(events).set({ title: edited }).where(eq(events.slug, 'hookah-gatherings'));
    await seedEvents(database.db);
    const [row] = await database.db.select({ title: events.title }).from(events).where(eq(events.slug, 'hookah-gatherings'));
    expect(row?.title).toEqual(edited);
  });

  it('writes each series in real Arabic and Ge’ez script', async () => {
    await seedEvents(database.db);
    const rows = await database.db.select().from(events).where(isNull(events.startsAt));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      for (const text of [row.title, row.schedule, row.description]) {
        expect(text?.ar).toMatch(/\p{Script=Arabic}/u);
        expect(text?.am).toMatch(/\p{Script=Ethiopic}/u);
        expect(new Set(Object.values(text ?? {})).size, `${row.slug}: five distinct texts`).toBeGreaterThanOrEqual(4);
      }
    }
  });
});
