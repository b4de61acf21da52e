import { HomePage } from '../../features/onboarding/home-page';

export function Component() {
  return <HomePage />;
}
