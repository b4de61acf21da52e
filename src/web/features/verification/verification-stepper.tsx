import { Check } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { VERIFICATION_STEPS, type VerificationStep } from './verification-flow';

/** The visible stepper: 1 Upload ID Document, 2 Take a Selfie, 3 Verify Phone Number. */
export function VerificationStepper({ current }: { current: VerificationStep }) {
  const { t, i18n } = useTranslation();
  const index = VERIFICATION_STEPS.indexOf(current);
  return (
    <ol aria-label={t('verification.stepper.label')} className="mb-6 grid gap-2 sm:grid-cols-3">
      {VERIFICATION_STEPS.map((step, position) => {
        const done = position < index;
        const isCurrent = position === index;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
              isCurrent
                ? 'border-amber-700 bg-white font-semibold text-amber-950 dark:border-amber-400 dark:bg-stone-950 dark:text-amber-200'
                : 'border-stone-300 text-stone-700 dark:border-stone-700 dark:text-stone-300'
            }`}
          >
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-stone-100 text-xs font-bold dark:bg-stone-800"
            >
              {done ? <Check className="size-4" /> : formatNumber(position + 1, i18n.language)}
            </span>
            <span>
              {t(`verification.stepper.${step}`)}
              {done && <span className="sr-only"> ({t('verification.stepper.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
