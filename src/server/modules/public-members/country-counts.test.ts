// GET /api/members: every country page's live count at once, for the landing page's cards: the
// same figures as the pages, for anyone, read from the database at most once per cache time.
import { describe, expect, it } from 'vitest';
import { COUNTRY_SLUGS } from '../../../shared/countries';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { countryCountsCache } from './country-counts';
import { addMember } from './test/community';

describe.each(testDatabases())('GET /api/members on $name', (testDatabase) => {
  // Counted on every request here; the server's short memory of them is tested below.
  const testAppRef = useTestApp(testDatabase, { PUBLIC_COUNTERS_CACHE_SECONDS: '0' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const inject = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('gives anyone, visitor or member, each country page’s own live count', async () => {
    await addMember(db(), app().storage, { email: 'awa@example.org' });
    await addMember(db(), app().storage, { email: 'binta@example.org', profile: { showHeritage: false } });
    await addMember(db(), app().storage, { email: 'hawa@example.org', profile: { heritageCountry: 'mali' } });
    // Not discoverable: counted nowhere.
    await addMember(db(), app().storage, { email: 'fatou@example.org', verified: false });
    const cookie = await signedInMember(app(), db(), 'viewer@example.org');

    for (const who of [undefined, cookie]) {
      const response = await inject('/api/members', who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0');
      const { countries } = response.json<{ countries: Record<string, number> }>();
      expect(Object.keys(countries).sort()).toEqual([...COUNTRY_SLUGS].sort());
      for (const slug of COUNTRY_SLUGS) {
        const page = (await inject(`/api/members/${slug}`)).json<{ verifiedMembers: number }>();
        expect(countries[slug], slug).toBe(page.verifiedMembers);
      }
      expect([countries.senegal, countries.mali]).toEqual([2, 1]);
    }
  });

  it('reads the database at most once per cache time, and again once it has passed', async () => {
    let clock = 1_000_000;
    const cache = countryCountsCache(db(), 30_000, () => clock);
    expect((await cache.read()).countries.senegal).toBe(0);
    await addMember(db(), app().storage, { email: 'awa@example.org' });
    clock += 29_000;
    expect((await cache.read()).countries.senegal).toBe(0);
    clock += 1_000;
    expect((await cache.read()).countries.senegal).toBe(1);
  });
});
