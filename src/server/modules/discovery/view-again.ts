// 'View Again' (spec: after the last card): the members the viewer passed on come back, from
// the first; those liked or matched never do. The day's swipes are counted apart (allowance.ts),
// so passing them again costs swipes like any other.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { swipes } from '../../db/schema';
import { hasRow } from '../../platform/has-row';

export async function hasPassedMembers(db: Database, viewerId: string): Promise<boolean> {
  return hasRow(db, swipes, and(eq(swipes.swiperId, viewerId), eq(swipes.direction, 'pass')));
}

export async function viewAgain(db: Database, viewerId: string): Promise<number> {
  const removed = await db
    .delete(swipes)
    .where(and(eq(swipes.swiperId, viewerId), eq(swipes.direction, 'pass')))
    .returning({ targetId: swipes.targetId });
  return removed.length;
}
