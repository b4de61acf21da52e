import { ComingSoonPage } from '../../features/coming-soon/coming-soon-page';
import { OnboardingGuard } from '../onboarding/onboarding-guard';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as /; browsing itself comes with the discovery issue.
export function Component() {
  return (
    <OnboardingGuard requires={EVERY_STEP} page="profiles">
      <ComingSoonPage area="profiles" />
    </OnboardingGuard>
  );
}
