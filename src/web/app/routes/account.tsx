import { QueryProvider } from '../../components/query-provider';
import { AccountPage } from '../../features/account/account-page';

export function Component() {
  return (
    <QueryProvider>
      <AccountPage />
    </QueryProvider>
  );
}
