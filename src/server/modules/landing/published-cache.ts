// The published landing content as the public sees it, read from the database at most once per
// PUBLIC_COUNTERS_CACHE_SECONDS on each server, like the counters (docs/decisions/0003-events-and-counters.md):
// every landing view asks, and it changes only when an admin publishes. The server that publishes
// forgets its copy at once; the others within that time (docs/decisions/0037-landing-editor.md).
import type { LandingContent } from '../../../shared/contracts/landing-content';
import type { Database } from '../../db/client';
import { type KeptValue, keptValue } from '../../platform/kept-value';
import { readPublished } from './queries';

export type PublishedLandingCache = KeptValue<LandingContent | null>;

/** `ttlMs` 0 reads the database on every call. */
export function publishedLandingCache(db: Database, ttlMs: number, now?: () => number): PublishedLandingCache {
  return keptValue(() => readPublished(db), ttlMs, now);
}
