import { z } from 'zod';
import type { ReportReason } from './discovery';
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

export interface ReporterHistory {
  reports: number;
  upheld: number;
  dismissed: number;
}

export interface ReportSummary {
  id: number;
  reason: ReportReason;
  details: string;
  createdAt: string;
  /** 'member' or 'safety_rules' (repeated flagged messages). */
  source: 'member' | 'safety_rules';
  /** Null for the safety rules, or once the reporter deleted their account. */
  reporter: { id: string; displayName: string } | null;
  reported: { id: string; displayName: string; email: string };
  /**
   * Distinct reporters with an open report about the same member (a deleted account and the
   * safety rules each count as one): the queue shows the most reported first, so one account
   * reporting again and again counts once.
   */
  reportersOnMember: number;
  /** How many times the reporter reported the member while this report was open (1 at first). */
  times: number;
  /** When they last did (`createdAt` until they report again). */
  lastReportedAt: string;
  /**
   * The reporter's own record, every report they made (this one included): how many, and how many
   * an admin upheld (warned, suspended or banned the member) or dismissed. Null without a reporter.
   */
  reporterHistory: ReporterHistory | null;
  /** Whether the report holds messages (opening it is logged). */
  hasMessages: boolean;
}

/** GET /api/admin/reports */
export interface ReportQueue {
  reports: ReportSummary[];
}

/** GET /api/admin/reports/:id: the report with its messages (the view is written to the audit log). */
export interface ReportDetail extends ReportSummary {
  messages: { id: number; from: 'reporter' | 'reported'; body: string; sentAt: string; reported: boolean }[];
}
