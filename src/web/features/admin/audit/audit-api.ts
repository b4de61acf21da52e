// The audit log API (src/server/modules/audit-log/routes.ts), admins only
// (docs/decisions/0033-admin-console.md): a page of a search, and the search's CSV export.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogQuery } from '../../../../shared/contracts/audit-log';
import { exportAuditLog, listAuditLog } from '../../../../shared/routes/admin-console';
import { callApi, urlOf } from '../../../lib/call-api';

/** The search as the API takes it: no empty words. */
const cleaned = (search: AuditLogQuery): AuditLogQuery => ({
  actor: search.actor?.trim() || undefined,
  member: search.member?.trim() || undefined,
  action: search.action || undefined,
  page: search.page,
});

export const auditLogQuery = (search: AuditLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', cleaned(search)],
    queryFn: ({ signal }) => callApi(listAuditLog, { query: cleaned(search), signal }),
    placeholderData: keepPreviousData,
  });

/** The export's address: a download the browser makes itself, with the session cookie. */
export const auditExportUrl = (search: AuditLogQuery) => urlOf(exportAuditLog, { query: { ...cleaned(search), page: undefined } });
