import { Link } from 'react-router';
import { BASIC_PRICE_CENTS } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { formatPrice } from '../../lib/format';
import type { Step } from './onboarding-steps';

/** One step of the path: what it asks (or, for later issues' steps, honestly that it is coming). */
export function StepPanel({ step }: { step: Step }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="step-title" className="rounded-xl bg-amber-50 p-6 dark:bg-stone-900">
      <h2 id="step-title" className="mb-3 text-2xl font-bold">
        {t(`onboarding.${step}.title`)}
      </h2>
      <p className="mb-6 text-stone-800 dark:text-stone-200">
        {t(`onboarding.${step}.text`, { price: formatPrice(BASIC_PRICE_CENTS, i18n.language) })}
      </p>
      {step === 'signIn' ? (
        // The paywall's first step: an account.
        <div className="flex flex-wrap gap-3">
          <Link to={paths.signIn} className="btn-primary">
            {t('onboarding.signIn.signIn')}
          </Link>
          <Link to={paths.signUp} className="btn-secondary">
            {t('onboarding.signIn.signUp')}
          </Link>
        </div>
      ) : (
        <Link to={paths.landing} className="btn-secondary">
          {t('onboarding.explore')}
        </Link>
      )}
    </section>
  );
}
