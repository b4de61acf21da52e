// The audit log as CSV (RFC 4180): every field quoted, quotes doubled, and a field that a
// spreadsheet would read as a formula (=, +, -, @, tab, carriage return) starts with a quote mark,
// so that opening the export runs nothing.
import type { AuditEntry } from '../../../shared/contracts/audit-log';

const HEADER = [
  'id',
  'at',
  'action',
  'actor_id',
  'actor_name',
  'actor_email',
  'member_id',
  'member_name',
  'member_email',
  'report_id',
  'contact_message_id',
  'reason',
];

export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [HEADER.map(csvField).join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.id,
        entry.at,
        entry.action,
        entry.actor?.id ?? null,
        entry.actor?.name ?? null,
        entry.actor?.email ?? null,
        entry.member?.id ?? null,
        entry.member?.name ?? null,
        entry.member?.email ?? null,
        entry.reportId,
        entry.contactMessageId,
        entry.reason,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
