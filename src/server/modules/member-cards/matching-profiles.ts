// The matching profiles of the members this server scored lately, each kept with the versions of
// the two rows it was read from (member-rows.ts, `rowVersions`). A deck's candidates statement
// reads, per candidate, only the id, what ranking reads fresh and those versions; a member whose
// versions still match is scored from memory, and only the others' scoring rows are read, in one
// statement (docs/decisions/0020-discovery.md, "The deck"). A copy is used only while its
// versions are the ones the database just named, so it is never stale, needs no time to live
// and is not one of the member caches that MEMBER_CACHE_SECONDS turns off (0026).
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { BoundedMap } from '../../platform/bounded-map';
import { inArray } from 'drizzle-orm';
import { matchingProfileOf } from './cards';
import type { MatchingProfile } from './compatibility';
import { ageOn, type ScoringRow, selectScoringRows } from './member-rows';

/** About a kilobyte each: a few tens of megabytes at most, far more members than one server's decks meet in an hour. */
const MAX_ENTRIES = 50_000;
const DAY_MS = 86_400_000;

interface Entry {
  version: string;
  dateOfBirth: string;
  /** The UTC day `profile.age` was computed for: on another day a copy with the age of that day replaces it. */
  day: number;
  profile: MatchingProfile;
}

const caches = new WeakMap<Database, BoundedMap<string, Entry>>();

const entryOf = (row: ScoringRow, now: Date, day: number): Entry => ({
  version: row.version,
  dateOfBirth: row.dateOfBirth,
  day,
  profile: matchingProfileOf(row, now),
});

/**
 * The matching profile of each candidate, in their order, as of `now`; null for one whose rows
 * are gone (the member left between the two reads).
 */
export async function matchingProfilesOf(db: Database, candidates: readonly { id: string; version: string }[], now: Date) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BoundedMap<string, Entry>(MAX_ENTRIES)));
  const day = Math.floor(now.getTime() / DAY_MS);
  const entries: (Entry | undefined)[] = candidates.map(({ id, version }) => {
    const entry = cache.get(id);
    return entry?.version === version ? entry : undefined;
  });
  const missing = candidates.filter((_, index) => entries[index] === undefined).map(({ id }) => id);
  const fresh = new Map<string, Entry>();
  if (missing.length > 0) {
    const rows = await selectScoringRows(db).where(inArray(profiles.userId, missing));
    for (const row of rows) {
      const entry = entryOf(row, now, day);
      cache.set(row.id, entry);
      fresh.set(row.id, entry);
    }
  }
  return candidates.map(({ id }, index): MatchingProfile | null => {
    const entry = entries[index] ?? fresh.get(id);
    if (!entry) return null;
    if (entry.day === day) return entry.profile;
    const profile = { ...entry.profile, age: ageOn(entry.dateOfBirth, now) };
    cache.set(id, { ...entry, day, profile });
    return profile;
  });
}
