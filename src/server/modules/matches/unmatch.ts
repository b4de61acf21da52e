// Ending a match (docs/decisions/0020-discovery.md): an unmatch ends it for both and blocks, so the
// two are kept apart from then on; a block and a report (discovery/safety.ts) end it the same
// way. Each says which conversation (the confirmed match) it ended, so the routes can close it on
// both members' screens at once.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, matches } from '../../db/schema';
import { orderedPair } from './pair';

/** The conversation a block, report or unmatch ended, if the two had one. */
export type Ended = { conversationId: number } | null;

/** `blockerId` blocks `blockedId` and their match ends, in the caller's transaction. */
export async function blockAndEndMatch(tx: Database, blockerId: string, blockedId: string): Promise<Ended> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  const pair = orderedPair(blockerId, blockedId);
  const [ended] = await tx
    .delete(matches)
    .where(and(eq(matches.memberA, pair.memberA), eq(matches.memberB, pair.memberB)))
    .returning({ id: matches.id, confirmed: matches.confirmed });
  return ended?.confirmed ? { conversationId: ended.id } : null;
}

/** Ends the viewer's confirmed match `matchId`; null when they have no such match. */
export async function unmatch(db: Database, viewerId: string, matchId: number): Promise<{ partnerId: string } | null> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ memberA: matches.memberA, memberB: matches.memberB })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.confirmed, true)));
    if (!match || (match.memberA !== viewerId && match.memberB !== viewerId)) return null;
    const partnerId = match.memberA === viewerId ? match.memberB : match.memberA;
    await blockAndEndMatch(tx, viewerId, partnerId);
    return { partnerId };
  });
}
