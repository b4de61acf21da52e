import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../audit-log';

/**
 * Gives an existing account the admin role; false when no account has this e-mail. A role change
 * is a security event: it goes in the audit log, by nobody (the command line), in the same
 * transaction (docs/decisions/0033-admin-console.md).
 */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const promoted = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id });
    for (const { id } of promoted) await recordAudit(tx, { adminId: null, action: 'role_change', memberId: id, reason: 'admin' });
    return promoted.length > 0;
  });
}
