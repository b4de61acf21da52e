// The published landing content as the public sees it, read from the database at most once per
// PUBLIC_COUNTERS_CACHE_SECONDS on each server, like the counters (docs/decisions/0003-events-and-counters.md):
// every landing view asks, and it changes only when an admin publishes. The server that publishes
// forgets its copy at once; the others within that time (docs/decisions/0037-landing-editor.md).
import type { LandingContent } from '../../../shared/contracts/landing-content';
import type { Database } from '../../db/client';
import { readPublished } from './queries';

export interface PublishedLandingCache {
  read(): Promise<LandingContent | null>;
  /** The next read goes to the database (a version was published). */
  forget(): void;
}

/** `ttlMs` 0 reads the database on every call. Concurrent reads of a stale value share one read. */
export function publishedLandingCache(db: Database, ttlMs: number, now: () => number = Date.now): PublishedLandingCache {
  let kept: { readAt: number; value: Promise<LandingContent | null> } | null = null;
  return {
    read() {
      const readAt = now();
      if (kept && readAt - kept.readAt < ttlMs) return kept.value;
      const entry = { readAt, value: readPublished(db) };
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
