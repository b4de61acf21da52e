import { HomePage } from '../onboarding/home-page';

export function Component() {
  return <HomePage />;
}
