// The open reports (src/server/modules/discovery/admin-routes.ts), admins only: what members
// reported, for the admins to act on.
import { queryOptions } from '@tanstack/react-query';
import type { ReportReason } from '../../../../shared/contracts/discovery';
import { apiRequest } from '../../../lib/api-client';

export interface OpenReport {
  id: number;
  reason: ReportReason;
  details: string;
  createdAt: string;
  /** Null once the reporter's account is deleted: the report stays. */
  reporter: { id: string; displayName: string } | null;
  reported: { id: string; displayName: string; email: string };
}

/** GET /api/admin/reports: open reports, newest first. */
export const openReportsQuery = queryOptions({
  queryKey: ['admin', 'reports', 'open'],
  queryFn: async ({ signal }) => (await apiRequest<{ reports: OpenReport[] }>('/api/admin/reports', { signal })).reports,
});
