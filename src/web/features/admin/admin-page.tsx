import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { AdminGuard } from './admin-guard';

/** /admin: the dashboard, behind the admin check. */
export function AdminPage() {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard />
    </AdminGuard>
  );
}
