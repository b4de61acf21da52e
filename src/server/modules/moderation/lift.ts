// Lifting a suspension or a ban (docs/decisions/0033-admin-console.md): the restriction row goes
// and the act is written to the audit log with its reason, in one transaction. The member may
// sign in again and shows again wherever members are shown (visibleMember); a suspension's
// conversations come back with them, a ban's ended ones do not (their matches were deleted).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberRestrictions } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit-log';

export async function liftRestriction(db: Database, adminId: string, memberId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const lifted = await tx
      .delete(memberRestrictions)
      .where(eq(memberRestrictions.userId, memberId))
      .returning({ kind: memberRestrictions.kind });
    if (lifted.length === 0) throw new AppError('FORBIDDEN', 'This member is neither suspended nor banned.', { reason: 'NOT_RESTRICTED' });
    await recordAudit(tx, { adminId, action: 'lift_restriction', memberId, reason });
  });
}
