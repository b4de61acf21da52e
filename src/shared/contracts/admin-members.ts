import { z } from 'zod';
import { auditEntry } from './audit-log';
import { isoTime } from './iso-time';
import { MODERATION_REASON_MAX_LENGTH } from './moderation';
import { nextCursor, pageQuery } from './page-cursor';
import { text } from './text';

// The admins' members pages (docs/decisions/0033-admin-console.md): a search, a member's file, and
// the account actions besides moderation's suspend and ban (which keep their own route,
// POST /api/admin/members/:id/moderation).

/** A search's page: 25 members unless asked otherwise, 100 at most; newest account first. */
export const MEMBER_SEARCH_PAGE_SIZE = 25;
export const memberSearchQuery = z.strictObject({ q: z.string().trim().min(1).max(200), ...pageQuery(MEMBER_SEARCH_PAGE_SIZE, 100) });

const restrictionKind = z.enum(['suspended', 'banned']);

export const memberSearchResult = z.strictObject({
  members: z.array(
    z.strictObject({
      id: z.string(),
      email: z.string(),
      displayName: z.string(),
      role: z.enum(['member', 'admin']),
      createdAt: isoTime,
      restriction: restrictionKind.nullable(),
    }),
  ),
  nextCursor,
});

const reportLine = z.strictObject({
  id: z.number().int(),
  reason: z.string(),
  status: z.enum(['open', 'closed']),
  resolution: z.string().nullable(),
  createdAt: isoTime,
  /** The other member: the reporter of a report about them, the reported member of one by them. */
  other: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
});

export const memberFile = z.strictObject({
  member: z.strictObject({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    language: z.string(),
    role: z.enum(['member', 'admin']),
    emailVerified: z.boolean(),
    createdAt: isoTime,
  }),
  stages: z.strictObject({
    hasSubscription: z.boolean(),
    isPremium: z.boolean(),
    hasCompletedQuestionnaire: z.boolean(),
    /** The identity verification's state, null before it starts. */
    verification: z.enum(['in_progress', 'pending', 'approved', 'rejected']).nullable(),
  }),
  restriction: z.strictObject({ kind: restrictionKind, until: isoTime.nullable(), reason: z.string() }).nullable(),
  payments: z.array(
    z.strictObject({
      plan: z.string(),
      provider: z.string(),
      status: z.string(),
      currentPeriodEnd: isoTime.nullable(),
      createdAt: isoTime,
    }),
  ),
  reportsAbout: z.array(reportLine),
  reportsBy: z.array(reportLine),
  sessions: z.array(z.strictObject({ createdAt: isoTime, expiresAt: isoTime, userAgent: z.string().nullable() })),
});
export type MemberFile = z.infer<typeof memberFile>;

/** A page of the audit log's entries about a member (moderation, account actions, role changes), newest first. */
export const MEMBER_HISTORY_PAGE_SIZE = 100;
export const memberHistoryQuery = z.strictObject(pageQuery(MEMBER_HISTORY_PAGE_SIZE, 200));
export const memberHistoryPage = z.strictObject({ entries: z.array(auditEntry), nextCursor });
export type MemberHistoryPage = z.infer<typeof memberHistoryPage>;

export const MEMBER_ACTIONS = ['lift_restriction', 'sign_out_everywhere', 'resend_confirmation'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** Every action asks for a reason, which goes to the audit log. */
export const memberActionInput = z.strictObject({
  action: z.enum(MEMBER_ACTIONS),
  reason: text().trim().min(1, 'required').max(MODERATION_REASON_MAX_LENGTH),
});

export const memberActionResult = z.strictObject({ done: z.enum(MEMBER_ACTIONS) });

/**
 * Making a member an admin or taking the role away (docs/decisions/0033-admin-console.md, "Roles"),
 * with a reason for the audit log.
 */
export const MEMBER_ROLES = ['member', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const roleChangeInput = z.strictObject({
  role: z.enum(MEMBER_ROLES),
  reason: text().trim().min(1, 'required').max(MODERATION_REASON_MAX_LENGTH),
});
export const roleChangeResult = z.strictObject({ role: z.enum(MEMBER_ROLES) });

/** `details.reason` of a refused role change. */
export const ROLE_REFUSALS = ['OWN_ROLE', 'ADMIN_REQUIRED', 'RESTRICTED', 'ROLE_UNCHANGED'] as const;
