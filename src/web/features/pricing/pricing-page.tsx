// /pricing (spec section 2, 'Pricing screen'): Basic and Premium with their prices in the
// member's language, and the upgrade to Premium, which is a real payment of the add-on.
// Behind the guard: members with a subscription only.
import { BASIC_PRICE_CENTS, PREMIUM_ADDON_CENTS, PREMIUM_TOTAL_CENTS } from '../../../shared/constants';
import { useTranslation } from '../../i18n/react';
import { formatPrice } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { errorMessage } from '../../lib/error-message';
import { FormNotice } from '../../components/form/form-notice';
import { useSession } from '../../lib/session/use-session';
import { PlanCard } from './plan-card';
import { BASIC_FEATURES, PREMIUM_FEATURES } from './plan-features';
import { UpgradePanel } from './upgrade-panel';
import { type CheckoutReturn, useCheckoutReturn } from '../../lib/payments/use-checkout-return';

function ReturnNotice({ result }: { result: CheckoutReturn & { checkAgain: () => void } }) {
  const { t } = useTranslation();
  switch (result.kind) {
    case 'none':
      return null;
    case 'confirming':
      return <p role="status">{t('pricing.result.confirming')}</p>;
    case 'success':
      return <FormNotice kind="success">{t('pricing.result.success')}</FormNotice>;
    case 'unconfirmed':
    case 'confirmFailed':
      // Not confirmed yet, or no answer: the address no longer holds the return, so a button asks again.
      return (
        <div className="space-y-3">
          {result.kind === 'unconfirmed' ? (
            <FormNotice kind="success">{t('pricing.result.pending')}</FormNotice>
          ) : (
            <FormNotice kind="error">{errorMessage(t, result.error)}</FormNotice>
          )}
          <button type="button" className="btn-secondary" onClick={result.checkAgain}>
            {t('pricing.result.checkAgain')}
          </button>
        </div>
      );
    default:
      return <FormNotice kind="error">{t(`pricing.result.${result.kind}`)}</FormNotice>;
  }
}

export function PricingPage() {
  const { t, i18n } = useTranslation();
  usePageMeta('pricing');
  const { me } = useSession();
  const checkoutReturn = useCheckoutReturn();
  const price = (cents: number) => formatPrice(cents, i18n.language);

  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="mb-4 text-3xl font-bold">{t('pricing.title')}</h1>
      <p className="mb-8 max-w-3xl text-lg text-stone-700 dark:text-stone-300">{t('pricing.intro')}</p>
      <div className="mb-8 empty:hidden">
        <ReturnNotice result={checkoutReturn} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard plan="basic" features={BASIC_FEATURES} price={price(BASIC_PRICE_CENTS)} current={!me.isPremium} />
        <PlanCard
          plan="premium"
          features={PREMIUM_FEATURES}
          price={price(PREMIUM_TOTAL_CENTS)}
          breakdown={t('pricing.premiumBreakdown', { basic: price(BASIC_PRICE_CENTS), addon: price(PREMIUM_ADDON_CENTS) })}
          highlighted
          current={me.isPremium}
        >
          <UpgradePanel isPremium={me.isPremium} />
        </PlanCard>
      </div>
    </main>
  );
}
