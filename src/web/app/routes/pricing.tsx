import { ComingSoonPage } from '../../features/coming-soon/coming-soon-page';
import { OnboardingGuard } from '../../features/onboarding/onboarding-guard';
import { SUBSCRIPTION_ONLY } from '../../features/onboarding/onboarding-steps';

// A subscription only (spec section 2); the plans themselves come with the payments issue.
export function Component() {
  return (
    <OnboardingGuard requires={SUBSCRIPTION_ONLY} page="pricing">
      <ComingSoonPage area="pricing" />
    </OnboardingGuard>
  );
}
