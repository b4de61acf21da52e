// The landing page's counters as the public sees them, read from the database at most once per
// PUBLIC_COUNTERS_CACHE_SECONDS on each server (docs/decisions/0003-events-and-counters.md): every
// visitor's page asks for them, and the counts change slowly. Browsers and proxies may keep an
// answer as long (the route's max-age), so no visitor sees one older than that by our doing; an
// admin's override is shown at once by the server that saved it.
import type { PublicCounters } from '../../../shared/contracts/counters';
import type { Database } from '../../db/client';
import { getPublicCounters } from './service';

export interface PublicCountersCache {
  read(): Promise<PublicCounters>;
  /** The next read goes to the database (an override was saved). */
  forget(): void;
}

/** `ttlMs` 0 reads the database on every call. Concurrent reads of a stale value share one read. */
export function publicCountersCache(db: Database, ttlMs: number, now: () => number = Date.now): PublicCountersCache {
  let kept: { readAt: number; value: Promise<PublicCounters> } | null = null;
  return {
    read() {
      const readAt = now();
      if (kept && readAt - kept.readAt < ttlMs) return kept.value;
      const entry = { readAt, value: getPublicCounters(db) };
      kept = entry;
      // A failed read is not kept: the next request tries again.
      entry.value.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.value;
    },
    forget() {
      kept = null;
    },
  };
}
