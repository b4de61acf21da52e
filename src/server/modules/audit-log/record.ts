// Writing to the audit log (docs/decisions/0033-admin-console.md): one insert, never an update or
// a delete (the database refuses both). Inside the caller's transaction when it passes one, so
// that an act and its entry land together or not at all.
import type { AuditAction } from '../../../shared/contracts/audit-log';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export interface AuditEntryInput {
  /** Who acted: an admin, or the member themselves for a security event; null for the command line. */
  adminId: string | null;
  action: AuditAction;
  memberId?: string | null;
  reportId?: number | null;
  contactMessageId?: number | null;
  reason?: string;
}

export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntryInput): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    memberId: entry.memberId ?? null,
    reportId: entry.reportId ?? null,
    contactMessageId: entry.contactMessageId ?? null,
    reason: entry.reason ?? '',
  });
}
