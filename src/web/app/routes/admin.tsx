import { AdminPage } from '../../features/admin/admin-page';

export function Component() {
  return <AdminPage />;
}
