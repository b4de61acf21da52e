import { SignInPage } from '../../features/auth/sign-in-page';

export function Component() {
  return <SignInPage />;
}
