import { z } from 'zod';
import { isoTime } from './iso-time';
import { nextCursor, pageQuery } from './page-cursor';

// The audit log (docs/decisions/0033-admin-console.md): every admin act and every security event,
// searchable by actor, member and action, paged, and exported as CSV. Nobody changes or deletes it.

export const AUDIT_ACTIONS = [
  // Moderation (docs/decisions/0024-moderation.md).
  'view_report',
  'dismiss',
  'warn',
  'suspend',
  'ban',
  'lift_restriction',
  // The members' pages.
  'sign_out_everywhere',
  'resend_confirmation',
  // The contact inbox.
  'contact_reply',
  'contact_status',
  // The landing page editor (docs/decisions/0037-landing-editor.md).
  'landing_draft_save',
  'landing_publish',
  // The job queue's Run now (docs/decisions/0030-job-queue.md).
  'job_run',
  // Security events.
  'admin_sign_in',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_change',
  // Reading the log out of the console.
  'audit_export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;
/** The most a page may ask for (`limit`). */
export const AUDIT_PAGE_MAX = 200;

/** What the console searches by: each a part of a name, an e-mail or an id, or one action. */
export const auditSearch = z.strictObject({
  actor: z.string().trim().max(200).optional(),
  member: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type AuditSearch = z.input<typeof auditSearch>;

/** The search, and where its page starts (docs/decisions/0033-admin-console.md, "Paging"). */
export const auditLogQuery = z.strictObject({ ...auditSearch.shape, ...pageQuery(AUDIT_PAGE_SIZE, AUDIT_PAGE_MAX) });

const person = z.strictObject({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const auditEntry = z.strictObject({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted; null once their account is gone. */
  actor: person,
  /** Whom it was about; null when nobody, or once their account is gone. */
  member: person,
  reportId: z.number().int().nullable(),
  contactMessageId: z.number().int().nullable(),
  reason: z.string(),
  at: isoTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = z.strictObject({
  entries: z.array(auditEntry),
  /** How many entries match the search in all. */
  total: z.number().int().min(0),
  nextCursor,
});
export type AuditLogPage = z.infer<typeof auditLogPage>;
