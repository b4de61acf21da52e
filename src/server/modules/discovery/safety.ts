// Block, report and unmatch (decisions.md: available everywhere a member is shown). A block hides
// both members from each other at once and for good: every query that shows a member asks
// notBlockedEitherWay. A report is stored for the admins and blocks too; an unmatch ends the match
// for both and blocks, so the two are kept apart from then on. Each says which conversation (the
// confirmed match) it ended, so the routes can close it on both members' screens at once.
import { and, eq } from 'drizzle-orm';
import type { ReportInput } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { blocks, matches, users } from '../../db/schema';
import { AppError } from '../../errors';
import { evidenceOf } from '../messages';
import { fileReport } from '../moderation';
import { orderedPair } from '../matches';
import { memberNotFound } from './swipe';

const cannotTargetSelf = () => new AppError('CANNOT_TARGET_SELF', 'You cannot block or report yourself.');

async function memberExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

/** The conversation a block, report or unmatch ended, if the two had one. */
export type Ended = { conversationId: number } | null;

async function blockWithin(tx: Database, blockerId: string, blockedId: string): Promise<Ended> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  const pair = orderedPair(blockerId, blockedId);
  const [ended] = await tx
    .delete(matches)
    .where(and(eq(matches.memberA, pair.memberA), eq(matches.memberB, pair.memberB)))
    .returning({ id: matches.id, confirmed: matches.confirmed });
  return ended?.confirmed ? { conversationId: ended.id } : null;
}

/**
 * Any existing member may be blocked, even one the viewer cannot see any more: blocking is
 * always safe, and answers the same whether or not they had already blocked the viewer.
 */
export async function block(db: Database, viewerId: string, memberId: string): Promise<Ended> {
  if (memberId === viewerId) throw cannotTargetSelf();
  if (!(await memberExists(db, memberId))) throw memberNotFound();
  return db.transaction((tx) => blockWithin(tx, viewerId, memberId));
}

export async function report(db: Database, viewerId: string, input: ReportInput): Promise<Ended> {
  if (input.memberId === viewerId) throw cannotTargetSelf();
  if (!(await memberExists(db, input.memberId))) throw memberNotFound();
  return db.transaction(async (tx) => {
    // Read before the block below ends the conversation, and its messages with it.
    const evidence = input.messageId === undefined ? null : await evidenceOf(tx, viewerId, input.memberId, input.messageId);
    await fileReport(tx, {
      source: 'member',
      reporterId: viewerId,
      reportedId: input.memberId,
      reason: input.reason,
      details: input.details,
      messageId: input.messageId ?? null,
      evidence,
    });
    return blockWithin(tx, viewerId, input.memberId);
  });
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
    await blockWithin(tx, viewerId, partnerId);
    return { partnerId };
  });
}
