// The admins' queue of open reports (docs/decisions/0024-moderation.md): the most reported members
// first, each member's reports newest first; and one report with the messages it holds.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDetail, ReportSummary } from '../../../shared/contracts/moderation';
import type { Database } from '../../db/client';
import { reports, users } from '../../db/schema';

const REPORTS_SHOWN = 200;

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const openReportsOnMember = sql<number>`(select count(*) from report same where same.reported_id = ${reports.reportedId} and same.status = 'open')`;

const selectReports = (db: Database) =>
  db
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      source: reports.source,
      evidence: reports.evidence,
      reporterId: reporter.id,
      reporterName: reporter.displayName,
      reportedId: reported.id,
      reportedName: reported.displayName,
      reportedEmail: reported.email,
      openReportsOnMember: openReportsOnMember.mapWith(Number),
    })
    .from(reports)
    .innerJoin(reported, eq(reported.id, reports.reportedId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId));

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const summaryOf = (row: Row): ReportSummary => ({
  id: row.id,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
  source: row.source,
  reporter: row.reporterId && row.reporterName !== null ? { id: row.reporterId, displayName: row.reporterName } : null,
  reported: { id: row.reportedId, displayName: row.reportedName, email: row.reportedEmail },
  openReportsOnMember: row.openReportsOnMember,
  hasMessages: (row.evidence?.messages.length ?? 0) > 0,
});

export async function openReports(db: Database): Promise<ReportSummary[]> {
  const rows = await selectReports(db)
    .where(eq(reports.status, 'open'))
    .orderBy(desc(openReportsOnMember), desc(reports.createdAt), desc(reports.id))
    .limit(REPORTS_SHOWN);
  return rows.map(summaryOf);
}

export async function openReport(db: Database, id: number): Promise<ReportDetail | null> {
  const [row] = await selectReports(db).where(and(eq(reports.id, id), eq(reports.status, 'open')));
  return row ? { ...summaryOf(row), messages: row.evidence?.messages ?? [] } : null;
}
