import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { BASIC_PRICE_CENTS } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { formatPrice } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { FormNotice } from '../auth/auth-layout';
import { readAuthState } from '../auth/auth-state';
import { useSession } from '../auth/use-session';
import { OnboardingProgress } from './onboarding-progress';
import { currentStep } from './onboarding-steps';

/** The home page '/' (spec sections 2 and 4): where the member stands, and the next gate. */
export function OnboardingGate() {
  const { t, i18n } = useTranslation();
  usePageMeta('home');
  const { me, status, refresh } = useSession();
  const [params] = useSearchParams();
  const step = currentStep(me);
  const allDone = step === 'browse';

  // From the e-mail confirmation link, which the server ends on /?verified=1 (or ?error=...).
  // A failed link carries both (?verified=1&error=...): the failure is what happened.
  const verifyNotice = params.has('error') ? 'verifyFailed' : params.get('verified') === '1' ? 'verified' : null;

  let body;
  if (status === 'loading' && !readAuthState()) {
    body = <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  } else if (status === 'error') {
    body = (
      <div className="space-y-4">
        <FormNotice kind="error">{t('common.errors.NETWORK')}</FormNotice>
        <button type="button" className="btn-secondary" onClick={() => void refresh()}>
          {t('common.actions.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <OnboardingProgress current={step} allDone={allDone} />
        <section aria-labelledby="step-title" className="rounded-xl bg-amber-50 p-6 dark:bg-stone-900">
          <h2 id="step-title" className="mb-3 text-2xl font-bold">
            {t(`onboarding.${step}.title`)}
          </h2>
          <p className="mb-6 text-stone-800 dark:text-stone-200">
            {t(`onboarding.${step}.text`, { price: formatPrice(BASIC_PRICE_CENTS, i18n.language) })}
          </p>
          {step === 'signIn' && (
            <div className="flex flex-wrap gap-3">
              <Link to={paths.signIn} className="btn-primary">
                {t('onboarding.signIn.signIn')}
              </Link>
              <Link to={paths.signUp} className="btn-secondary">
                {t('onboarding.signIn.signUp')}
              </Link>
            </div>
          )}
          {step !== 'signIn' && (
            <Link to={paths.landing} className="btn-secondary">
              {t('onboarding.explore')}
            </Link>
          )}
        </section>
      </>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-bold">
        {me.user ? t('onboarding.welcomeName', { name: me.user.displayName }) : t('onboarding.welcome')}
      </h1>
      {verifyNotice === 'verified' && (
        <div className="mb-6">
          <FormNotice kind="success">{t('onboarding.emailVerified')}</FormNotice>
        </div>
      )}
      {verifyNotice === 'verifyFailed' && (
        <div className="mb-6">
          <FormNotice kind="error">{t('onboarding.emailVerifyFailed')}</FormNotice>
        </div>
      )}
      {body}
    </main>
  );
}
