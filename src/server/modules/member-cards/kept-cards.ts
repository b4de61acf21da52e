// The card rows (name, city, profession, bio, photo, prompts, Premium badge) of the members this
// server showed lately, each kept with the versions of the profile and questionnaire rows it was
// read with. The deck's candidates statement names those versions for every candidate, so a
// page whose cards are all kept at the versions just named sends no card statement: only the
// missing or changed ones are read, in one statement (docs/decisions/0020-discovery.md, "The
// page's cards kept by row version"). What a card shows beyond those two rows (a photo, the
// prompts, Premium) is written with a write of the profile row in the same transaction
// (platform/card-version.ts), so every such change moves the version on every server at once,
// with no signal; the rest bounds itself: a kept Premium badge is read again when its paid period
// ends, a member hidden by a suspension is never kept, and a copy is read again after
// `MAX_AGE_MS` whatever happened, for a change made outside the app (a hand edit of a photo row).
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { type CardRow, readCardRows, type VersionedCardRow } from './member-rows';

/**
 * A copy is read again after this long even at the same versions: what a hand edit of a photo,
 * prompt or subscription row (no write of the profile, no signal) waits for at most.
 */
export const MAX_AGE_MS = 10 * 60_000;
/** About 2 KB a card at most (a bio, three prompts of 200 characters): 32 MB holds well over 16,000 members. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 50_000;

interface Entry {
  version: string;
  /** Milliseconds since the epoch: the copy's age limit, or its Premium badge's end if sooner. */
  validUntil: number;
  row: CardRow;
}

/** A rough size in bytes (UTF-16 strings and the object's fields), for the cache's bound. */
function sizeOf(row: CardRow): number {
  const text = row.displayName.length + row.city.length + row.profession.length + (row.bio?.length ?? 0);
  const prompts = row.prompts?.reduce((sum, prompt) => sum + prompt.key.length + prompt.answer.length + 64, 0) ?? 0;
  return 2 * text + 2 * prompts + 400;
}

const caches = new WeakMap<Database, LRUCache<string, Entry>>();

function cacheOf(db: Database): LRUCache<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: (entry) => sizeOf(entry.row) });
    caches.set(db, cache);
  }
  return cache;
}

function entryOf(row: VersionedCardRow, now: Date): Entry {
  const { version, shown: _shown, premiumUntil, ...card } = row;
  const premiumEnd = premiumUntil === null ? Infinity : Number(premiumUntil);
  return { version, validUntil: Math.min(now.getTime() + MAX_AGE_MS, premiumEnd), row: card };
}

/**
 * The card rows of these members, as of the versions the caller's statement named for each; a
 * member whose rows are gone (they left between the two reads) has none. Kept copies at those
 * versions are used, the others read in one statement and kept.
 */
export async function cardRowsOf(
  db: Database,
  members: readonly { id: string; version: string }[],
  now: Date,
): Promise<Map<string, CardRow>> {
  const cache = cacheOf(db);
  const at = now.getTime();
  const rows = new Map<string, CardRow>();
  const missing: string[] = [];
  for (const { id, version } of members) {
    const entry = cache.get(id);
    if (entry && entry.version === version && at < entry.validUntil) rows.set(id, entry.row);
    else missing.push(id);
  }
  for (const row of await readCardRows(db, missing)) {
    const entry = entryOf(row, now);
    rows.set(row.id, entry.row);
    // A hidden member's card was read without its photo: shown once as read, never kept.
    if (row.shown) cache.set(row.id, entry);
    else cache.delete(row.id);
  }
  return rows;
}

/**
 * Drops this server's copies of these members: what `member-changed` signals reach (their own
 * writes, a moderation action, a payment event), here at once and on the other servers through
 * the live bus, on top of the versions (docs/decisions/0026-member-path-caches.md).
 */
export function forgetCards(db: Database, members: readonly string[]): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const id of members) cache.delete(id);
}
