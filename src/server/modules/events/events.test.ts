import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_SERIES, eventsResponse } from '../../../shared/contracts/events';
import { LANGUAGES } from '../../../shared/constants';
import { events } from '../../db/schema';
import { seedEventSeries, seedEvents } from '../../seed/events';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('GET /api/events on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  const getEvents = async () => {
    const response = await testAppRef.current.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    return eventsResponse.parse(response.json());
  };

  it('lists nothing before anything is seeded', async () => {
    expect(await getEvents()).toEqual({ series: [] });
  });

  it('lists the three series in order, in all five languages, with their next dated events', async () => {
    await seedEvents(testAppRef.current.database.db);
    const before = Date.now();
    const { series } = await getEvents();
    expect(series.map((entry) => entry.slug)).toEqual([...EVENT_SERIES]);
    for (const entry of series) {
      for (const language of LANGUAGES) {
        expect(entry.title[language].trim(), `${entry.slug} title ${language}`).not.toBe('');
        expect(entry.schedule[language].trim()).not.toBe('');
        expect(entry.description[language].trim()).not.toBe('');
      }
      expect(entry.upcoming.length).toBeGreaterThan(0);
      expect(entry.upcoming.length).toBeLessThanOrEqual(3);
      const times = entry.upcoming.map((event) => Date.parse(event.startsAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // Allow for the seconds between the request and this line.
      for (const time of times) expect(time).toBeGreaterThanOrEqual(before - 60_000);
    }
    expect(series[0]?.title.en).toBe('Hookah Gatherings');
  });

  it('shows only future occurrences, at most three, earliest first', async () => {
    await seedEventSeries(testAppRef.current.database.db);
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR_MS);
    await testAppRef.current.database.db.insert(events).values([
      { series: 'heritage-festivals', city: 'Dakar', country: 'SN', startsAt: at(-2) },
      { series: 'heritage-festivals', city: 'Paris', country: 'FR', startsAt: at(96) },
      { series: 'heritage-festivals', city: 'London', country: 'GB', startsAt: at(24) },
      { series: 'heritage-festivals', city: 'Bamako', country: 'ML', startsAt: at(72) },
      { series: 'heritage-festivals', city: 'Toronto', country: 'CA', startsAt: at(48) },
      { series: 'community-meetups', city: 'Nairobi', country: 'KE', startsAt: at(-48) },
    ]);
    const { series } = await getEvents();
    const festivals = series.find((entry) => entry.slug === 'heritage-festivals');
    expect(festivals?.upcoming.map((event) => event.city)).toEqual(['London', 'Toronto', 'Bamako']);
    expect(festivals?.upcoming[0]).toMatchObject({ country: 'GB', startsAt: at(24).toISOString() });
    expect(series.find((entry) => entry.slug === 'community-meetups')?.upcoming).toEqual([]);
  });

  it('leaves out a series whose texts are missing a language', async () => {
    await seedEventSeries(testAppRef.current.database.db);
    await testAppRef.current.database.db
      .update(events)
      .set({ title: { en: 'Community Meetups', fr: '', ar: '', sw: '', am: '' } })
      .where(eq(events.slug, 'community-meetups'));
    const { series } = await getEvents();
    expect(series.map((entry) => entry.slug)).toEqual(['hookah-gatherings', 'heritage-festivals']);
  });

  it('may be cached briefly by browsers and proxies', async () => {
    const response = await testAppRef.current.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});
