import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { AdminGuard } from './admin-guard';
import { VerificationQueue } from './verification-queue/verification-queue';

/** /admin: the dashboard and the verification queue, behind the admin check. */
export function AdminPage() {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard>
        <VerificationQueue />
      </AdminDashboard>
    </AdminGuard>
  );
}
