// The landing page's country cards show each country page's live count: the same query as the
// page (countCountryMembers), read for all thirteen at most once per PUBLIC_COUNTERS_CACHE_SECONDS
// on each server, like the public counters (docs/decisions/0003-events-and-counters.md): every
// landing view asks, and the counts change slowly. A country page itself counts on every visit,
// so within that time a card may trail its page by the members who joined since.
import type { CountryCounts } from '../../../shared/contracts/counters';
import { COUNTRY_SLUGS } from '../../../shared/countries';
import type { Database } from '../../db/client';
import { type KeptValue, keptValue } from '../../platform/kept-value';
import { countCountryMembers } from './queries';

async function countEveryCountry(db: Database): Promise<CountryCounts> {
  const counts = await Promise.all(COUNTRY_SLUGS.map((slug) => countCountryMembers(db, slug)));
  return { countries: Object.fromEntries(COUNTRY_SLUGS.map((slug, index) => [slug, counts[index]!])) as CountryCounts['countries'] };
}

/** `ttlMs` 0 reads the database on every call. */
export function countryCountsCache(db: Database, ttlMs: number, now?: () => number): KeptValue<CountryCounts> {
  return keptValue(() => countEveryCountry(db), ttlMs, now);
}
