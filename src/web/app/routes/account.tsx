import { AccountPage } from '../../features/account/account-page';

export function Component() {
  return <AccountPage />;
}
