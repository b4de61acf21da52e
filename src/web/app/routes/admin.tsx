import { QueryProvider } from '../../components/query-provider';
import { AdminPage } from '../../features/admin/admin-page';
import { LandingSections } from '../../features/landing/landing-sections';

export function Component() {
  return (
    <QueryProvider>
      <AdminPage landingSections={LandingSections} />
    </QueryProvider>
  );
}
