import { QueryProvider } from '../../components/query-provider';
import { AdminPage } from '../../features/admin/admin-page';
import { ModalDialog } from '../../features/discovery/dialog/modal-dialog';
import { LandingSections } from '../../features/landing/landing-sections';

export function Component() {
  return (
    <QueryProvider>
      <AdminPage Dialog={ModalDialog} landingSections={LandingSections} />
    </QueryProvider>
  );
}
