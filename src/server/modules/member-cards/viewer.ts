// The member asking: their own discovery row, read once per request.
import type { Database } from '../../db/client';
import type { MatchingProfile } from './compatibility';
import { matchingProfileOf } from './cards';
import { readScoringRow, type ScoringRow } from './member-rows';

export interface Viewer {
  row: ScoringRow;
  profile: MatchingProfile;
}

/** Null until the member has saved a profile (the questionnaire is part of the 'verified' stage). */
export async function readViewer(db: Database, userId: string, now: Date): Promise<Viewer | null> {
  const row = await readScoringRow(db, userId);
  return row ? { row, profile: matchingProfileOf(row, now) } : null;
}
