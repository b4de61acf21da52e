// Two members with a confirmed match, as two likes would leave them: the conversation's id.
import { matches } from '../db/schema';
import type { Database } from '../db/client';
import { orderedPair } from '../modules/discovery/pair';

export async function matchMembers(db: Database, one: string, other: string): Promise<number> {
  const { memberA, memberB } = orderedPair(one, other);
  const now = new Date();
  const [row] = await db
    .insert(matches)
    .values({ memberA, memberB, likedByA: now, likedByB: now, confirmed: true, confirmedAt: now })
    .returning({ id: matches.id });
  return row!.id;
}
