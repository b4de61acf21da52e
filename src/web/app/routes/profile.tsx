import { MemberScreen } from '../onboarding/member-screen';
import { SUBSCRIPTION_ONLY } from '../onboarding/onboarding-steps';
import { ProfilePage } from '../../features/profile/profile-page';

// A subscription only: the profile is for members, editable any time after paying (docs/decisions/0012-profile.md).
export function Component() {
  return (
    <MemberScreen requires={SUBSCRIPTION_ONLY} page="profile">
      <ProfilePage />
    </MemberScreen>
  );
}
