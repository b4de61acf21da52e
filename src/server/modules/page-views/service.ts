import type { PageViewInput } from '../../../shared/contracts/page-views';
import type { Database } from '../../db/client';
import { insertPageView } from './queries';

const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/**
 * Only a bare host name is kept. Anything else (a full URL, a path, free text) could carry a
 * search term or an identifier from the referring page, so it is dropped rather than stored.
 */
export function normalizeReferrerHost(value: string | undefined): string | null {
  if (value === undefined) return null;
  const host = value.trim().toLowerCase();
  return HOST_PATTERN.test(host) ? host : null;
}

/** Counts a page view first-party: path, language and referring host; never the IP or user agent. */
export async function recordPageView(db: Database, input: PageViewInput): Promise<void> {
  await insertPageView(db, {
    path: input.path,
    language: input.language,
    referrerHost: normalizeReferrerHost(input.referrerHost),
  });
}
