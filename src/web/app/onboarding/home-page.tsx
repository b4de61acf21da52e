import { QueryProvider } from '../../components/query-provider';
import { MemberHome } from '../home/member-home';
import { OnboardingGuard } from './onboarding-guard';
import { EVERY_STEP } from './onboarding-steps';

/**
 * '/': behind every gate, the member's home (docs/architecture.md, "The member's shell"): 'You've
 * completed all steps!', then their likes, matches, messages and what to do next.
 */
export function HomePage() {
  return (
    <OnboardingGuard requires={EVERY_STEP} page="home">
      <QueryProvider>
        <MemberHome />
      </QueryProvider>
    </OnboardingGuard>
  );
}
