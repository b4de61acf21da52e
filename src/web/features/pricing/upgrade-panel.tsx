// The Premium card's action: the way to pay (the methods the server offers) and 'Upgrade to
// Premium', which starts a checkout for the add-on and leaves for the provider's page. For a
// premium member (the server's isPremium) it is 'Already Premium', disabled.
import { useEffect, useId, useState } from 'react';
import type { PaymentMethod, PaymentProviders } from '../../../shared/contracts/payments';
import { PAYMENT_METHODS } from '../../../shared/contracts/payments';
import { useTranslation } from '../../i18n/react';
import { FormNotice } from '../../components/form/form-notice';
import { refreshSession } from '../../lib/session/use-session';
import { getPaymentProviders, startCheckout } from '../../lib/payments/payments-api';
import { leaveSite } from '../../lib/payments/leave-site';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { refusalOf, upgradeErrorMessage } from './upgrade-errors';
import { ChoiceTile } from '../../components/form/choice-tile';

export function UpgradePanel({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation();
  const idBase = useId();
  // Until the server answers (or if it cannot), both methods are offered: startCheckout asks
  // for the provider again and says when a method has none.
  const [providers, setProviders] = useState<PaymentProviders | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('card');
  // No query cache on this page (docs/decisions/0016-data-loading.md): a page mutation. It stays
  // "working" once the checkout exists, while the browser leaves for the provider's page.
  const checkout = usePageMutation((chosen: PaymentMethod) => startCheckout('premium', chosen, providers?.[chosen]));
  const working = checkout.isPending || checkout.isSuccess;
  const error = checkout.isError ? upgradeErrorMessage(t, checkout.error) : null;

  useEffect(() => {
    if (isPremium) return;
    const controller = new AbortController();
    getPaymentProviders(controller.signal).then(
      (answer) => {
        setProviders(answer);
        setMethod((chosen) => (answer[chosen] ? chosen : (PAYMENT_METHODS.find((each) => answer[each]) ?? chosen)));
      },
      () => {
        // Not fatal: the checkout asks again and reports its own failure.
      },
    );
    return () => controller.abort();
  }, [isPremium]);

  if (isPremium) {
    return (
      <button type="button" className="btn-primary w-full" disabled>
        {t('pricing.upgrade.already')}
      </button>
    );
  }

  const offered = PAYMENT_METHODS.filter((each) => !providers || providers[each]);
  if (offered.length === 0) return <FormNotice kind="error">{t('pricing.upgrade.noMethods')}</FormNotice>;

  const upgrade = () =>
    checkout.send(method, {
      onSuccess: ({ url }) => leaveSite(url),
      // Premium bought meanwhile (another tab): the page then says 'Already Premium'.
      onError: (failure) => {
        if (refusalOf(failure) === 'ALREADY_PREMIUM') void refreshSession();
      },
    });

  const errorId = `${idBase}-error`;
  return (
    <div className="space-y-4">
      <fieldset disabled={working}>
        <legend className="mb-2 font-semibold">{t('pricing.upgrade.method')}</legend>
        <div className="flex flex-wrap gap-3">
          {offered.map((each) => (
            <ChoiceTile key={each} invalid={false}>
              <input
                type="radio"
                name={`${idBase}-method`}
                value={each}
                checked={method === each}
                onChange={() => setMethod(each)}
                className="accent-amber-700"
              />
              {t(`pricing.upgrade.${each}`)}
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="btn-primary w-full"
        disabled={working}
        aria-describedby={error ? errorId : undefined}
        onClick={upgrade}
      >
        {t('pricing.upgrade.button')}
      </button>
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        {working ? t('pricing.upgrade.working') : ''}
      </p>
      <div id={errorId}>
        <FormNotice kind="error">{error}</FormNotice>
      </div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('pricing.upgrade.note')}</p>
    </div>
  );
}
