import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { AdminGuard } from './admin-guard';
import { AdminEvents } from './events/admin-events';
import { JobQueue } from './job-queue';
import { OpenReports } from './reports/open-reports';
import { VerificationQueue } from './verification-queue/verification-queue';

/** /admin: the dashboard, the verification queue, the open reports, the events and the scheduled jobs, behind the admin check. */
export function AdminPage() {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard>
        <VerificationQueue />
        <OpenReports />
        <AdminEvents />
        <JobQueue />
      </AdminDashboard>
    </AdminGuard>
  );
}
