import { QueryProvider } from '../../components/query-provider';
import { LikesPage } from '../../features/likes/likes-page';
import { OnboardingGuard } from '../onboarding/onboarding-guard';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as /profiles: the likers are members of the deck, answered with its swipe.
export function Component() {
  return (
    <OnboardingGuard requires={EVERY_STEP} page="likes">
      <QueryProvider>
        <LikesPage />
      </QueryProvider>
    </OnboardingGuard>
  );
}
