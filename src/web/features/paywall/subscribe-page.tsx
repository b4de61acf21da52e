import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { RetryNotice } from '../../components/list-states';
import { readAuthState } from '../../lib/session/auth-state';
import { useSession } from '../../lib/session/use-session';
import { Paywall } from './paywall';
import { hasCheckoutReturn } from '../../lib/payments/use-checkout-return';

const frame = 'mx-auto max-w-3xl px-6 py-12';

/**
 * /subscribe, public: visitors see the paywall's account step, members without a membership the
 * paywall, members with one a short note. Coming back from a checkout always shows the paywall
 * (and its success screen), even when the server already counts the member as subscribed.
 */
export function SubscribePage() {
  const { t } = useTranslation();
  usePageMeta('subscribe');
  const { me, status, refresh } = useSession();
  const [params] = useSearchParams();
  // Read once: the paywall removes the checkout query from the URL as soon as it has read it.
  const [returning] = useState(() => hasCheckoutReturn(params));

  if (status === 'loading' && (returning || !readAuthState())) {
    return (
      <main id="main" className={frame}>
        <h1 className="mb-6 text-3xl font-bold">{t('paywall.title')}</h1>
        <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      </main>
    );
  }
  if (status === 'error') {
    return (
      <main id="main" className={`${frame} space-y-4`}>
        <h1 className="text-3xl font-bold">{t('paywall.title')}</h1>
        <RetryNotice message={t('common.errors.NETWORK')} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (me.hasSubscription && !returning) {
    return (
      <main id="main" className={`${frame} space-y-4`}>
        <h1 className="text-3xl font-bold">{t('paywall.member.title')}</h1>
        <p className="text-lg text-stone-800 dark:text-stone-200">{t('paywall.member.text')}</p>
        <Link to={paths.home} className="btn-primary">
          {t('paywall.member.home')}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className={frame}>
      <Paywall level={1} />
    </main>
  );
}
