import { OnboardingGuard } from './onboarding-guard';
import { OnboardingProgress } from './onboarding-progress';
import { OnboardingScreen } from './onboarding-screen';
import { EVERY_STEP } from './onboarding-steps';
import { StepPanel } from './step-panel';

/** '/': behind every gate, 'You've completed all steps!' and the way onward. */
export function HomePage() {
  return (
    <OnboardingGuard requires={EVERY_STEP} page="home">
      <OnboardingScreen page="home">
        <OnboardingProgress current="browse" allDone />
        <StepPanel step="browse" />
      </OnboardingScreen>
    </OnboardingGuard>
  );
}
