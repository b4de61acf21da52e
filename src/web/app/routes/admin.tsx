import { QueryProvider } from '../../components/query-provider';
import { AdminPage } from '../../features/admin/admin-page';

export function Component() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}
