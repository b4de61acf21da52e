import { DiscoveryPage } from '../../features/discovery/discovery-page';
import { MemberScreen } from '../onboarding/member-screen';
import { EVERY_STEP } from '../onboarding/onboarding-steps';

// Behind every gate, as / (spec section 2): the deck is for verified members only.
export function Component() {
  return (
    <MemberScreen requires={EVERY_STEP} page="profiles">
      <DiscoveryPage />
    </MemberScreen>
  );
}
