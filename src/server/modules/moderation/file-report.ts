// The one way a report reaches the admins' queue (docs/decisions/0024-moderation.md, "One open
// report per pair"): a member's report, and the safety rules' report on repeated flags. A member
// has at most one open report about another, held by a partial unique index: reporting them again
// joins it (one more time, the latest reason, words and messages), in one statement, so two
// reports at the same instant also end in one. The safety rules keep one open report per member,
// and later flags while it is open add nothing.
import { sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { type ReportEvidence, reports } from '../../db/schema';

export type NewReport =
  | {
      source: 'member';
      reporterId: string;
      reportedId: string;
      reason: ReportReason;
      details: string;
      messageId: number | null;
      evidence: ReportEvidence | null;
    }
  | { source: 'safety_rules'; reportedId: string; reason: ReportReason; details: string; evidence: ReportEvidence };

export async function fileReport(db: Database, report: NewReport): Promise<void> {
  if (report.source === 'safety_rules') {
    await db
      .insert(reports)
      .values({ ...report, reporterId: null })
      .onConflictDoNothing({
        target: reports.reportedId,
        where: sql`${reports.source} = 'safety_rules' and ${reports.status} = 'open'`,
      });
    return;
  }
  await db
    .insert(reports)
    .values(report)
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.reportedId],
      targetWhere: sql`${reports.source} = 'member' and ${reports.status} = 'open'`,
      set: {
        reason: sql`excluded.reason`,
        // Words and messages the new report leaves out keep the earlier ones.
        details: sql`case when excluded.details = '' then ${reports.details} else excluded.details end`,
        messageId: sql`case when excluded.evidence is null then ${reports.messageId} else excluded.message_id end`,
        evidence: sql`coalesce(excluded.evidence, ${reports.evidence})`,
        times: sql`${reports.times} + 1`,
        lastReportedAt: sql`now()`,
      },
    });
}
