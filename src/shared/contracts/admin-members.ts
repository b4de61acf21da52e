import { z } from 'zod';
import { auditEntry } from './audit-log';
import { isoTime } from './iso-time';
import { MODERATION_REASON_MAX_LENGTH } from './moderation';
import { text } from './text';

// The admins' members pages (docs/decisions/0033-admin-console.md): a search, a member's file, and
// the account actions besides moderation's suspend and ban (which keep their own route,
// POST /api/admin/members/:id/moderation).

export const memberSearchQuery = z.strictObject({ q: z.string().trim().min(1).max(200) });

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
  /** The audit log's entries about them, newest first: moderation and every account action. */
  history: z.array(auditEntry),
  sessions: z.array(z.strictObject({ createdAt: isoTime, expiresAt: isoTime, userAgent: z.string().nullable() })),
});
export type MemberFile = z.infer<typeof memberFile>;

export const MEMBER_ACTIONS = ['lift_restriction', 'sign_out_everywhere', 'resend_confirmation'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** Every action asks for a reason, which goes to the audit log. */
export const memberActionInput = z.strictObject({
  action: z.enum(MEMBER_ACTIONS),
  reason: text().trim().min(1, 'required').max(MODERATION_REASON_MAX_LENGTH),
});

export const memberActionResult = z.strictObject({ done: z.enum(MEMBER_ACTIONS) });
