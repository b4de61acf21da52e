// Whether either of two members blocked the other: asked wherever one member's data is served to
// another outside the discovery queries (which say the same in SQL: eligibility.ts).
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks } from '../../db/schema';
import { hasRow } from '../../platform/has-row';

export async function isBlockedEitherWay(db: Database, one: string, other: string): Promise<boolean> {
  return hasRow(
    db,
    blocks,
    or(and(eq(blocks.blockerId, one), eq(blocks.blockedId, other)), and(eq(blocks.blockerId, other), eq(blocks.blockedId, one))),
  );
}
