import { OnboardingGuard } from '../onboarding/onboarding-guard';
import { SUBSCRIPTION_ONLY } from '../onboarding/onboarding-steps';
import { PricingPage } from '../../features/pricing/pricing-page';

// A subscription only (spec section 2): Premium is an add-on to a membership.
export function Component() {
  return (
    <OnboardingGuard requires={SUBSCRIPTION_ONLY} page="pricing">
      <PricingPage />
    </OnboardingGuard>
  );
}
