import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { AdminGuard } from './admin-guard';
import { JobQueue } from './job-queue';
import { OpenReports } from './reports/open-reports';
import { VerificationQueue } from './verification-queue/verification-queue';

/** /admin: the dashboard, the verification queue, the open reports and the scheduled jobs, behind the admin check. */
export function AdminPage() {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard>
        <VerificationQueue />
        <OpenReports />
        <JobQueue />
      </AdminDashboard>
    </AdminGuard>
  );
}
