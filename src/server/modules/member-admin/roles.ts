// Making a member an admin, or taking the role away, from the console
// (docs/decisions/0033-admin-console.md, "Roles"). The route already let in only an admin with a
// second factor in a session opened with it. Here, in one transaction holding every admin's row:
// the actor must still be an admin and never changes their own role, so at least the actor is left
// and the site never has no admin; and a suspended or banned member is never made one. Taking the
// role away signs that person out everywhere, so no session or cache of theirs keeps it.
import { eq } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/contracts/admin-members';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit-log';
import { activeRestrictionOf } from '../moderation';
import type { MemberActionDependencies } from './actions';

const refuse = (reason: string, message: string) => new AppError('FORBIDDEN', message, { reason });

/** The audit entry's reason: the new role first, then the admin's words. */
const roleChangeReason = (role: MemberRole, reason: string) => `${role}: ${reason}`;

export async function changeRole(
  deps: Pick<MemberActionDependencies, 'db' | 'hub' | 'memberChanges'>,
  change: { adminId: string; memberId: string; role: MemberRole; reason: string },
  now = new Date(),
): Promise<void> {
  const { adminId, memberId, role, reason } = change;
  if (memberId === adminId) throw refuse('OWN_ROLE', 'Another admin must change your role.');
  await deps.db.transaction(async (tx) => {
    // Every admin's row, locked: two admins taking each other's role at once wait for each other,
    // and the second sees the first's change (PostgreSQL re-reads a locked row before returning
    // it), finds itself no admin any more, and is refused: one of the two stays an admin.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    if (!admins.some((admin) => admin.id === adminId)) throw refuse('ADMIN_REQUIRED', 'You are no longer an admin.');
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, memberId)).for('update');
    if (!target) throw new AppError('NOT_FOUND', 'No such member.');
    if (target.role === role) throw refuse('ROLE_UNCHANGED', 'The member already has this role.');
    if (role === 'admin' && (await activeRestrictionOf(tx, memberId, now)))
      throw refuse('RESTRICTED', 'A suspended or banned member cannot be made an admin.');
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, memberId));
    // A former admin starts again as a member, with a new sign-in: no session keeps the role.
    if (role === 'member') await tx.delete(sessions).where(eq(sessions.userId, memberId));
    await recordAudit(tx, { adminId, action: 'role_change', memberId, reason: roleChangeReason(role, reason) });
  });
  // No cache on any server keeps the former role (docs/decisions/0026-member-path-caches.md).
  deps.memberChanges.changed([memberId]);
  if (role === 'member') await deps.hub.endSessions(memberId, 'all');
}
