// The audit log API (src/server/modules/audit-log/routes.ts), admins only
// (docs/decisions/0033-admin-console.md): a search a page at a time, and the search's CSV export.
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { AuditSearch } from '../../../../shared/contracts/audit-log';
import { exportAuditLog, listAuditLog } from '../../../../shared/routes/admin-console';
import { callApi, urlOf } from '../../../lib/call-api';

/** The search as the API takes it: no empty words. */
const cleaned = (search: AuditSearch): AuditSearch => ({
  actor: search.actor?.trim() || undefined,
  member: search.member?.trim() || undefined,
  action: search.action || undefined,
});

/** The search's entries, newest first, each page after the server's cursor ("Show more"). */
export const auditLogQuery = (search: AuditSearch) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log', cleaned(search)],
    queryFn: ({ pageParam, signal }) => callApi(listAuditLog, { query: { ...cleaned(search), cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The export's address: a download the browser makes itself, with the session cookie. */
export const auditExportUrl = (search: AuditSearch) => urlOf(exportAuditLog, { query: cleaned(search) });
