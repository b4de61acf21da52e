// The landing page's counters as the public sees them, read from the database at most once per
// PUBLIC_COUNTERS_CACHE_SECONDS on each server (docs/decisions/0003-events-and-counters.md): every
// visitor's page asks for them, and the counts change slowly. Browsers and proxies may keep an
// answer as long (the route's max-age), so no visitor sees one older than that by our doing; an
// admin's override is shown at once by the server that saved it.
import type { PublicCounters } from '../../../shared/contracts/counters';
import type { Database } from '../../db/client';
import { type KeptValue, keptValue } from '../../platform/kept-value';
import { getPublicCounters } from './service';

export type PublicCountersCache = KeptValue<PublicCounters>;

export function publicCountersCache(db: Database, ttlMs: number, now?: () => number): PublicCountersCache {
  return keptValue(() => getPublicCounters(db), ttlMs, now);
}
