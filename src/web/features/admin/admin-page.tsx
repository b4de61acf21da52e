import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { AdminGuard } from './admin-guard';
import { OpenReports } from './reports/open-reports';
import { VerificationQueue } from './verification-queue/verification-queue';

/** /admin: the dashboard, the verification queue and the open reports, behind the admin check. */
export function AdminPage() {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard>
        <VerificationQueue />
        <OpenReports />
      </AdminDashboard>
    </AdminGuard>
  );
}
