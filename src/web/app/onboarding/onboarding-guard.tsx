import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { readAuthState } from '../../lib/session/auth-state';
import { useSession } from '../../lib/session/use-session';
import { OnboardingProgress } from './onboarding-progress';
import { type GuardedPage, OnboardingScreen } from './onboarding-screen';
import { firstUnmetStep, type GateRequirements } from './onboarding-steps';
import { StepPanel } from './step-panel';
import { RetryNotice } from '../../components/list-states';

/**
 * The guard wrapper of spec section 2: the first gate this member has not passed among those
 * `requires` asks for (an account first, then subscription, questionnaire, ID verification, in
 * that order), or the page itself once every one is passed. The flags are the server's
 * (GET /api/me); the cached copy only paints the first frame. The API refuses on its own too:
 * this only spares the member a page that could not work.
 */
export function OnboardingGuard({ requires, page, children }: { requires: GateRequirements; page: GuardedPage; children: ReactNode }) {
  const { t } = useTranslation();
  const { me, status, refresh } = useSession();

  if (status === 'loading' && !readAuthState()) {
    return (
      <OnboardingScreen page={page}>
        <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      </OnboardingScreen>
    );
  }
  // Offline (or the server unreachable), a member this browser knows opens their screens with
  // the flags last seen; the screens show what they kept (docs/decisions/0036-offline-member-data.md).
  if (status === 'error' && !readAuthState()?.isAuthenticated) {
    return (
      <OnboardingScreen page={page}>
        <RetryNotice message={t('common.errors.NETWORK')} onRetry={() => void refresh()} />
      </OnboardingScreen>
    );
  }

  const step = firstUnmetStep(me, requires);
  if (step === null) return <>{children}</>;
  return (
    <OnboardingScreen page={page} intro={page === 'home' ? undefined : t(`onboarding.guard.${page}`)}>
      <OnboardingProgress current={step} allDone={false} />
      <StepPanel step={step} />
    </OnboardingScreen>
  );
}
