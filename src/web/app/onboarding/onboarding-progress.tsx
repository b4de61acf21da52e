import { StepList } from '../../components/ui/step-list';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { type Step, STEPS } from './onboarding-steps';

/** 'Your Progress': the five steps, 'Step x of y', the current one marked for screen readers. */
export function OnboardingProgress({ current, allDone }: { current: Step; allDone: boolean }) {
  const { t, i18n } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <section aria-labelledby="progress-title" className="mb-4 rounded-xl border border-stone-200 p-4 sm:mb-8 sm:p-5 dark:border-stone-800">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="progress-title" className="text-lg font-bold">
          {t('onboarding.progress.title')}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {t('onboarding.progress.stepOf', {
            current: formatNumber(index + 1, i18n.language),
            total: formatNumber(STEPS.length, i18n.language),
          })}
        </p>
      </div>
      <StepList
        labels={STEPS.map((step) => t(`onboarding.steps.${step}`))}
        current={allDone ? STEPS.length : index}
        doneLabel={t('onboarding.progress.done')}
        language={i18n.language}
        className="flex gap-2 sm:grid sm:grid-cols-5"
        currentClassName="border-amber-700 bg-amber-50 font-semibold text-amber-950 dark:border-amber-400 dark:bg-stone-900 dark:text-amber-200"
        otherClassName="border-stone-200 text-stone-700 dark:border-stone-800 dark:text-stone-300"
      />
    </section>
  );
}
