import { CreditCard, LoaderCircle, Wallet } from 'lucide-react';
import type { PaymentMethod, Plan } from '../../../shared/contracts/payments';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { FormNotice } from '../../components/form/form-notice';
import { RetryNotice } from '../../components/list-states';
import { startCheckout } from '../../lib/payments/payments-api';
import { checkoutError, checkoutErrorMessage } from './checkout-error';
import { leaveSite } from '../../lib/payments/leave-site';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { usePaymentProviders } from './use-payment-providers';

const ICONS = { card: CreditCard, paypal: Wallet } as const;

/**
 * Card or PayPal, each shown when the server names a provider for it. A click creates the
 * checkout (the button disabled and saying so meanwhile) and sends the browser to its page; a
 * failure enables the button again and says why, here and to `onError`.
 */
export function PaymentMethods({
  plan = 'basic',
  headingLevel,
  onError,
}: {
  plan?: Plan;
  headingLevel: 2 | 3;
  onError: (error: Error) => void;
}) {
  const { t } = useTranslation();
  const providers = usePaymentProviders(true);
  const Heading = `h${headingLevel}` as const;
  // The paywall has no query cache (docs/decisions/0016-data-loading.md): a page mutation.
  const checkout = usePageMutation((method: PaymentMethod) =>
    startCheckout(plan, method, providers.status === 'ready' ? providers.providers[method] : undefined),
  );
  // Still working once the checkout exists: the browser is leaving for its page.
  const working = checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null;
  const failure = checkout.isError && checkout.variables ? checkoutErrorMessage(t, checkout.variables, checkout.error) : null;

  function pay(method: PaymentMethod) {
    if (providers.status !== 'ready') return;
    checkout.send(method, {
      onSuccess: ({ url }) => leaveSite(url),
      onError: (error) => onError(checkoutError(method, error)),
    });
  }

  let body;
  if (providers.status === 'loading') {
    body = <p className="text-stone-700 dark:text-stone-300">{t('paywall.methods.loading')}</p>;
  } else if (providers.status === 'error') {
    body = <RetryNotice message={errorMessage(t, providers.error)} onRetry={providers.retry} />;
  } else {
    const methods = (['card', 'paypal'] as const).filter((method) => providers.providers[method] !== null);
    body =
      methods.length === 0 ? (
        <FormNotice kind="error">{t('paywall.methods.unavailable')}</FormNotice>
      ) : (
        <div className="flex flex-wrap gap-3">
          {methods.map((method) => {
            const Icon = working === method ? LoaderCircle : ICONS[method];
            return (
              <button
                key={method}
                type="button"
                className={method === 'card' ? 'btn-primary' : 'btn-secondary'}
                disabled={working !== null}
                aria-busy={working === method}
                onClick={() => pay(method)}
              >
                <Icon aria-hidden="true" className={`size-5 ${working === method ? 'animate-spin' : ''}`} />
                {working === method ? t('paywall.methods.working') : t(`paywall.methods.${method}`)}
              </button>
            );
          })}
        </div>
      );
  }

  return (
    <section aria-labelledby="payment-methods-title" className="space-y-3 sm:space-y-4">
      <Heading id="payment-methods-title" className="text-xl font-bold">
        {t('paywall.methods.title')}
      </Heading>
      {body}
      <FormNotice kind="error">{failure}</FormNotice>
    </section>
  );
}
