import { z } from 'zod';
import { REPORT_REASONS } from './discovery';
import { isoTime } from './iso-time';
import { text } from './text';

// Admin moderation (docs/decisions/0024-moderation.md): the open reports, a report with the
// messages it points at, and the actions on a reported member.

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_REASON_MAX_LENGTH = 1000;
export const SUSPENSION_MAX_DAYS = 365;

const reason = text().trim().min(1, 'required').max(MODERATION_REASON_MAX_LENGTH);
const reportId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const moderationInput = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('dismiss'), reason, reportId }),
  z.strictObject({ action: z.literal('warn'), reason, reportId: reportId.optional() }),
  z.strictObject({
    action: z.literal('suspend'),
    reason,
    reportId: reportId.optional(),
    days: z.number().int().min(1).max(SUSPENSION_MAX_DAYS),
  }),
  z.strictObject({ action: z.literal('ban'), reason, reportId: reportId.optional() }),
]);
export type ModerationInput = z.infer<typeof moderationInput>;

export const reporterHistory = z.strictObject({
  reports: z.number().int().min(0),
  upheld: z.number().int().min(0),
  dismissed: z.number().int().min(0),
});

export const reportSummary = z.strictObject({
  id: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  createdAt: isoTime,
  /** 'member' or 'safety_rules' (repeated flagged messages). */
  source: z.enum(['member', 'safety_rules']),
  /** Null for the safety rules, or once the reporter deleted their account. */
  reporter: z.strictObject({ id: z.string(), displayName: z.string() }).nullable(),
  reported: z.strictObject({ id: z.string(), displayName: z.string(), email: z.string() }),
  /**
   * Distinct reporters with an open report about the same member (a deleted account and the
   * safety rules each count as one): the queue shows the most reported first, so one account
   * reporting again and again counts once.
   */
  reportersOnMember: z.number().int().min(1),
  /** How many times the reporter reported the member while this report was open (1 at first). */
  times: z.number().int().min(1),
  /** When they last did (`createdAt` until they report again). */
  lastReportedAt: isoTime,
  /**
   * The reporter's own record, every report they made (this one included): how many, and how many
   * an admin upheld (warned, suspended or banned the member) or dismissed. Null without a reporter.
   */
  reporterHistory: reporterHistory.nullable(),
  /** Whether the report holds messages (opening it is logged). */
  hasMessages: z.boolean(),
});
export type ReportSummary = z.infer<typeof reportSummary>;

/** GET /api/admin/reports */
export const reportQueue = z.strictObject({ reports: z.array(reportSummary) });
export type ReportQueue = z.infer<typeof reportQueue>;

/** GET /api/admin/reports/:id: the report with its messages (the view is written to the audit log). */
export const reportDetail = reportSummary.extend({
  messages: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      from: z.enum(['reporter', 'reported']),
      body: z.string(),
      sentAt: isoTime,
      reported: z.boolean(),
    }),
  ),
});
export type ReportDetail = z.infer<typeof reportDetail>;

/** POST /api/admin/members/:id/moderation: the action taken. */
export const moderationResult = z.strictObject({ done: z.enum(MODERATION_ACTIONS) });
