// The admins' queue of open reports (docs/decisions/0024-moderation.md): the members with the most
// distinct reporters first, then the newest reports; each with its reporter's own record (how many
// reports they made, how many were upheld or dismissed); and one report with the messages it holds.
// Counting reporters, not reports, keeps one account from pushing a member to the top; ranking by
// when a report was first made, not last repeated, keeps a repeat from moving it up either.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDetail, ReportSummary } from '../../../shared/contracts/moderation';
import type { Database } from '../../db/client';
import { reports, users } from '../../db/schema';

const REPORTS_SHOWN = 200;

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
// A report whose reporter is gone (the safety rules, a deleted account) counts as a reporter of its own.
const reportersOnMember = sql<number>`(select count(distinct coalesce(same.reporter_id, 'report ' || same.id)) from report same where same.reported_id = ${reports.reportedId} and same.status = 'open')`;
// The reporter's record, read through report_reporter_idx for each of the few reports shown.
const reportsBy = (resolved: SQL = sql``) =>
  sql<number>`(select count(*) from report mine where mine.reporter_id = ${reports.reporterId}${resolved})`;

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
      reportersOnMember: reportersOnMember.mapWith(Number),
      times: reports.times,
      lastReportedAt: reports.lastReportedAt,
      reporterReports: reportsBy().mapWith(Number),
      reporterUpheld: reportsBy(sql` and mine.resolution in ('warn', 'suspend', 'ban')`).mapWith(Number),
      reporterDismissed: reportsBy(sql` and mine.resolution = 'dismiss'`).mapWith(Number),
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
  reportersOnMember: row.reportersOnMember,
  times: row.times,
  lastReportedAt: row.lastReportedAt.toISOString(),
  reporterHistory: row.reporterId ? { reports: row.reporterReports, upheld: row.reporterUpheld, dismissed: row.reporterDismissed } : null,
  hasMessages: (row.evidence?.messages.length ?? 0) > 0,
});

export async function openReports(db: Database): Promise<ReportSummary[]> {
  const rows = await selectReports(db)
    .where(eq(reports.status, 'open'))
    .orderBy(desc(reportersOnMember), desc(reports.createdAt), desc(reports.id))
    .limit(REPORTS_SHOWN);
  return rows.map(summaryOf);
}

export async function openReport(db: Database, id: number): Promise<ReportDetail | null> {
  const [row] = await selectReports(db).where(and(eq(reports.id, id), eq(reports.status, 'open')));
  return row ? { ...summaryOf(row), messages: row.evidence?.messages ?? [] } : null;
}
