// The account actions of a member's page besides suspend and ban, which stay moderation's
// (docs/decisions/0033-admin-console.md). Each needs a reason and is written to the audit log.
import type { MemberAction } from '../../../shared/contracts/admin-members';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { LivePublisher } from '../../platform/live/live-publisher';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { recordAudit } from '../audit-log';
import { liftRestriction } from '../moderation';
import { accountRow, deleteSessions } from './queries';

export interface MemberActionDependencies {
  db: Database;
  hub: Pick<LivePublisher, 'endSessions'>;
  memberChanges: Pick<MemberChanges, 'changed'>;
  /** Sends the e-mail confirmation link again (better-auth's, composed in app.ts). */
  sendConfirmation: (email: string) => Promise<void>;
}

export async function actOnMember(
  deps: MemberActionDependencies,
  adminId: string,
  memberId: string,
  action: MemberAction,
  reason: string,
): Promise<void> {
  const { db } = deps;
  const account = await accountRow(db, memberId);
  if (!account || memberId === adminId) throw new AppError('NOT_FOUND', 'No such member.');
  if (action === 'lift_restriction') {
    await liftRestriction(db, adminId, memberId, reason);
  } else if (action === 'sign_out_everywhere') {
    await db.transaction(async (tx) => {
      await deleteSessions(tx, memberId);
      await recordAudit(tx, { adminId, action, memberId, reason });
    });
    // Their open pages and sockets close at once, on every server.
    await deps.hub.endSessions(memberId, 'all');
  } else {
    if (account.emailVerified)
      throw new AppError('FORBIDDEN', 'This e-mail address is already confirmed.', { reason: 'ALREADY_CONFIRMED' });
    await recordAudit(db, { adminId, action, memberId, reason });
    await deps.sendConfirmation(account.email);
  }
  deps.memberChanges.changed([memberId]);
}
