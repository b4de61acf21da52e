// Block and report (decisions.md: available everywhere a member is shown). A block hides both
// members from each other at once and for good: every query that shows a member asks
// notBlockedEitherWay. A report is stored for the admins and blocks too. Both end the pair's match
// as an unmatch does (matches/unmatch.ts) and say which conversation they ended.
import { eq } from 'drizzle-orm';
import type { ReportInput } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { evidenceOf } from '../messages';
import { fileReport } from '../moderation';
import { blockAndEndMatch, type Ended } from '../matches';
import { memberNotFound } from './swipe';
import { hasRow } from '../../platform/has-row';

const cannotTargetSelf = () => new AppError('CANNOT_TARGET_SELF', 'You cannot block or report yourself.');

async function memberExists(db: Database, id: string): Promise<boolean> {
  return hasRow(db, users, eq(users.id, id));
}

/**
 * Any existing member may be blocked, even one the viewer cannot see any more: blocking is
 * always safe, and answers the same whether or not they had already blocked the viewer.
 */
export async function block(db: Database, viewerId: string, memberId: string): Promise<Ended> {
  if (memberId === viewerId) throw cannotTargetSelf();
  if (!(await memberExists(db, memberId))) throw memberNotFound();
  return db.transaction((tx) => blockAndEndMatch(tx, viewerId, memberId));
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
    return blockAndEndMatch(tx, viewerId, input.memberId);
  });
}
