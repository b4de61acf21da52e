// What an audit entry's reason says on screen (docs/decisions/0033-admin-console.md, "Roles"): a
// role change is stored as "admin: words" or "member: words" (the command line's as the role
// alone), shown as the change in the reader's language, then the words.
import type { AuditEntry } from '../../../../shared/contracts/audit-log';
import type { TFunction } from '../../../i18n/translator';

const ROLE_CHANGE = /^(admin|member)(?:: ([\s\S]*))?$/;

export function entryReason(t: TFunction, entry: Pick<AuditEntry, 'action' | 'reason'>): string {
  const change = entry.action === 'role_change' ? ROLE_CHANGE.exec(entry.reason) : null;
  if (!change) return entry.reason;
  const role = change[1] as 'admin' | 'member';
  return change[2] ? `${t(`console.audit.roleTo.${role}`)}: ${change[2]}` : t(`console.audit.roleTo.${role}`);
}
