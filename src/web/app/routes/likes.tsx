import { LikesPage } from '../../features/likes/likes-page';
import { MemberScreen } from '../onboarding/member-screen';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as /profiles: the likers are members of the deck, answered with its swipe.
export function Component() {
  return (
    <MemberScreen requires={EVERY_STEP} page="likes">
      <LikesPage />
    </MemberScreen>
  );
}
