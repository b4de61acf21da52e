import { QueryProvider } from '../../components/query-provider';
import { OnboardingGuard } from '../onboarding/onboarding-guard';
import { SUBSCRIPTION_ONLY } from '../onboarding/onboarding-steps';
import { ProfilePage } from '../../features/profile/profile-page';

// A subscription only: the profile is for members, editable any time after paying (issue 5).
export function Component() {
  return (
    <OnboardingGuard requires={SUBSCRIPTION_ONLY} page="profile">
      <QueryProvider>
        <ProfilePage />
      </QueryProvider>
    </OnboardingGuard>
  );
}
