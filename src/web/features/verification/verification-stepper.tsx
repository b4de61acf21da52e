import { StepList } from '../../components/ui/step-list';
import { useTranslation } from '../../i18n/react';
import { VERIFICATION_STEPS, type VerificationStep } from './verification-flow';

/** The visible stepper: 1 Upload ID Document, 2 Take a Selfie, 3 Verify Phone Number. */
export function VerificationStepper({ current }: { current: VerificationStep }) {
  const { t, i18n } = useTranslation();
  return (
    <StepList
      labels={VERIFICATION_STEPS.map((step) => t(`verification.stepper.${step}`))}
      current={VERIFICATION_STEPS.indexOf(current)}
      doneLabel={t('verification.stepper.done')}
      language={i18n.language}
      ariaLabel={t('verification.stepper.label')}
      className="mb-6 flex gap-2 sm:grid sm:grid-cols-3"
      currentClassName="border-amber-700 bg-white font-semibold text-amber-950 dark:border-amber-400 dark:bg-stone-950 dark:text-amber-200"
      otherClassName="border-stone-300 text-stone-700 dark:border-stone-700 dark:text-stone-300"
    />
  );
}
