// Admin moderation (docs/decisions/0024-moderation.md): what admins decided about a member, and the
// audit log of every admin act on members and reports, viewing a report's messages included.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export type RestrictionKind = 'suspended' | 'banned';

/** A suspended (until a time) or banned (for good) member: signed out, refused, hidden. One row per member. */
export const memberRestrictions = pgTable(
  'member_restriction',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RestrictionKind>().notNull(),
    /** The end of a suspension; null for a ban. */
    until: timestamp('until', { withTimezone: true }),
    /** Shown to the member when they try to sign in. */
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('member_restriction_kind_check', sql`${table.kind} in ('suspended', 'banned')`),
    check('member_restriction_until_check', sql`(${table.kind} = 'banned') = (${table.until} is null)`),
  ],
);

export type AuditAction = 'view_report' | 'dismiss' | 'warn' | 'suspend' | 'ban';

/** Every admin act on a member or a report. Kept when the admin or the member goes (named by id then null). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    memberId: text('member_id').references(() => users.id, { onDelete: 'set null' }),
    reportId: integer('report_id'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    check('admin_audit_log_action_check', sql`${table.action} in ('view_report', 'dismiss', 'warn', 'suspend', 'ban')`),
  ],
);
