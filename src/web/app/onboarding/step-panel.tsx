import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { AccountLinks } from '../../components/account-links';
import { StepSection } from '../../components/step-section';
import { useTranslation } from '../../i18n/react';
import { Paywall } from '../../features/paywall/paywall';
import type { Step } from './onboarding-steps';

// Loaded only for members at this step: its form brings the shared zod contract with it.
const QuestionnaireStep = lazy(() =>
  import('../../features/questionnaire/questionnaire-step').then((module) => ({ default: module.QuestionnaireStep })),
);
const VerificationStep = lazy(() =>
  import('../../features/verification/verification-step').then((module) => ({ default: module.VerificationStep })),
);

/** One step of the path: what it asks (or, for later issues' steps, honestly that it is coming). */
export function StepPanel({ step }: { step: Step }) {
  const { t } = useTranslation();
  if (step === 'subscribe') return <Paywall level={2} />;
  if (step === 'questionnaire') {
    return (
      <Suspense fallback={<p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}>
        <QuestionnaireStep />
      </Suspense>
    );
  }
  if (step === 'verifyId') {
    return (
      <Suspense fallback={<p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}>
        <VerificationStep />
      </Suspense>
    );
  }
  return (
    <StepSection title={t(`onboarding.${step}.title`)} text={t(`onboarding.${step}.text`)}>
      {step === 'signIn' ? (
        // The paywall's first step: an account.
        <AccountLinks signIn={t('onboarding.signIn.signIn')} signUp={t('onboarding.signIn.signUp')} />
      ) : (
        <Link to={paths.landing} className="btn-secondary">
          {t('onboarding.explore')}
        </Link>
      )}
    </StepSection>
  );
}
