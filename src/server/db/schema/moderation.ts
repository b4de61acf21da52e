// Admin moderation (docs/decisions/0024-moderation.md): what admins decided about a member, and the
// audit log of every admin act on members and reports, viewing a report's messages included.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { keptMemberRef, memberKey } from './auth';
import { AUDIT_ACTIONS, type AuditAction } from '../../../shared/contracts/audit-log';
import { createdAt, instant } from './columns';

export type RestrictionKind = 'suspended' | 'banned';

/** A suspended (until a time) or banned (for good) member: signed out, refused, hidden. One row per member. */
export const memberRestrictions = pgTable(
  'member_restriction',
  {
    userId: memberKey('user_id'),
    kind: text('kind').$type<RestrictionKind>().notNull(),
    /** The end of a suspension; null for a ban. */
    until: instant('until'),
    /** Shown to the member when they try to sign in. */
    reason: text('reason').notNull(),
    createdBy: keptMemberRef('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    check('member_restriction_kind_check', sql`${table.kind} in ('suspended', 'banned')`),
    check('member_restriction_until_check', sql`(${table.kind} = 'banned') = (${table.until} is null)`),
  ],
);

/**
 * Every admin act and every security event (admin sign-ins, second-factor and role changes).
 * Kept when the admin or the member goes (named by id then null); the database refuses any other
 * change and every deletion (docs/decisions/0033-admin-console.md).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: keptMemberRef('admin_id'),
    action: text('action').$type<AuditAction>().notNull(),
    memberId: keptMemberRef('member_id'),
    reportId: integer('report_id'),
    contactMessageId: integer('contact_message_id'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_member_idx').on(table.memberId),
    index('admin_audit_log_admin_idx').on(table.adminId),
    check('admin_audit_log_action_check', sql.raw(`action in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`)),
  ],
);
