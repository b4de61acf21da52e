// GET /api/admin/audit-log and its CSV export (docs/decisions/0033-admin-console.md). No route
// changes or deletes an entry; the database refuses both besides.
import type { FastifyInstance } from 'fastify';
import { exportAuditLog, listAuditLog } from '../../../shared/routes/admin-console';
import type { Database } from '../../db/client';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import { requireMember } from '../../plugins/route-access';
import { auditCsv } from './csv';
import { allMatching, searchAuditLog } from './queries';
import { recordAudit } from './record';

export async function auditLogRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  registerRoute(app, listAuditLog, async (_request, reply, { query }) => {
    noStore(reply);
    const { cursor, limit, ...search } = query;
    return searchAuditLog(db, search, { cursor, limit });
  });

  registerRoute(app, exportAuditLog, async (request, reply, { query: search }) => {
    const entries = await allMatching(db, search);
    // Who took the log out, and with which search, is itself in the log.
    await recordAudit(db, { adminId: requireMember(request).id, action: 'audit_export', reason: JSON.stringify(search) });
    return noStore(reply)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(auditCsv(entries));
  });
}
