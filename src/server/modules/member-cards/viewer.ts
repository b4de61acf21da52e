// The member asking: their own discovery row, read once per request.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MatchingProfile } from './compatibility';
import { matchingProfileOf } from './cards';
import { type MemberRow, selectMembers } from './member-rows';

export interface Viewer {
  row: MemberRow;
  profile: MatchingProfile;
}

/** Null until the member has saved a profile (the questionnaire is part of the 'verified' stage). */
export async function readViewer(db: Database, userId: string, now: Date): Promise<Viewer | null> {
  const [row] = await selectMembers(db).where(eq(users.id, userId));
  return row ? { row, profile: matchingProfileOf(row, now) } : null;
}
