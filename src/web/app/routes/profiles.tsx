import { QueryProvider } from '../../components/query-provider';
import { DiscoveryPage } from '../../features/discovery/discovery-page';
import { OnboardingGuard } from '../onboarding/onboarding-guard';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as / (spec section 2): the deck is for verified members only.
export function Component() {
  return (
    <OnboardingGuard requires={EVERY_STEP} page="profiles">
      <QueryProvider>
        <DiscoveryPage />
      </QueryProvider>
    </OnboardingGuard>
  );
}
