// GET /api/admin/reports: the open reports, newest first, for the admins to act on.
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { reports, users } from '../../db/schema';

const REPORTS_SHOWN = 200;

export async function adminReportRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/api/admin/reports', { config: { access: 'admin' } }, async (_request, reply) => {
    const reporter = alias(users, 'reporter');
    const reported = alias(users, 'reported');
    const rows = await options.db
      .select({
        id: reports.id,
        reason: reports.reason,
        details: reports.details,
        createdAt: reports.createdAt,
        reporterId: reporter.id,
        reporterName: reporter.displayName,
        reportedId: reported.id,
        reportedName: reported.displayName,
        reportedEmail: reported.email,
      })
      .from(reports)
      .innerJoin(reported, eq(reported.id, reports.reportedId))
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(eq(reports.status, 'open'))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(REPORTS_SHOWN);
    reply.header('cache-control', 'no-store');
    return {
      reports: rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
        reporter: row.reporterId ? { id: row.reporterId, displayName: row.reporterName } : null,
        reported: { id: row.reportedId, displayName: row.reportedName, email: row.reportedEmail },
      })),
    };
  });
}
