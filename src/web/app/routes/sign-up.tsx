import { SignUpPage } from '../../features/auth/sign-up-page';

export function Component() {
  return <SignUpPage />;
}
