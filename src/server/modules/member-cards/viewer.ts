// The member asking: their own discovery row, read once per request, and the last one this server
// read of each member, which the deck may use while the database still names its row versions
// (docs/decisions/0020-discovery.md, "The viewer kept by row version").
import type { Database } from '../../db/client';
import { BoundedMap } from '../../platform/bounded-map';
import type { MatchingProfile } from './compatibility';
import { matchingProfileOf } from './cards';
import { readScoringRow, type ScoringRow } from './member-rows';

export interface Viewer {
  row: ScoringRow;
  profile: MatchingProfile;
}

/** A few hundred bytes each, as many as matching-profiles.ts keeps: far more members than ask in an hour. */
const MAX_KEPT = 50_000;
const kept = new WeakMap<Database, BoundedMap<string, ScoringRow>>();

const viewerOf = (row: ScoringRow, now: Date): Viewer => ({ row, profile: matchingProfileOf(row, now) });

/** Null until the member has saved a profile (the questionnaire is part of the 'verified' stage). */
export async function readViewer(db: Database, userId: string, now: Date): Promise<Viewer | null> {
  const row = await readScoringRow(db, userId);
  let rows = kept.get(db);
  if (!rows) kept.set(db, (rows = new BoundedMap<string, ScoringRow>(MAX_KEPT)));
  // Oldest first out, and a fresh read counts as the newest: it is added again, last.
  rows.delete(userId);
  if (!row) return null;
  rows.set(userId, row);
  return viewerOf(row, now);
}

/**
 * The member as this server last read them, of any age: only for a statement that also names the
 * member's current row versions (`rowVersionsOf`), whose caller compares them with
 * `row.version` and reads the member again when they differ.
 */
export function keptViewer(db: Database, userId: string, now: Date): Viewer | null {
  const row = kept.get(db)?.get(userId);
  return row ? viewerOf(row, now) : null;
}

/** After this server wrote the member's profile: the kept copy would only cost a statement more. */
export function forgetViewer(db: Database, userId: string): void {
  kept.get(db)?.delete(userId);
}
