import { OnboardingGate } from '../../features/onboarding/onboarding-gate';

export function Component() {
  return <OnboardingGate />;
}
