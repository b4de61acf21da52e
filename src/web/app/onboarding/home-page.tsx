import { MemberHome } from '../home/member-home';
import { MemberScreen } from './member-screen';
import { EVERY_STEP } from './onboarding-steps';

/**
 * '/': behind every gate, the member's home (docs/architecture.md, "The member's shell"): 'You've
 * completed all steps!', then their likes, matches, messages and what to do next.
 */
export function HomePage() {
  return (
    <MemberScreen requires={EVERY_STEP} page="home">
      <MemberHome />
    </MemberScreen>
  );
}
