import { useEffect } from 'react';
import { AccountLinks } from '../../components/account-links';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { logClientError } from '../../lib/error-log';
import { FormNotice } from '../../components/form/form-notice';
import { useSession } from '../../lib/session/use-session';
import { PaymentMethods } from './payment-methods';
import { PaywallOffer } from './paywall-offer';
import { SuccessScreen } from './success-screen';
import { type CheckoutReturn, useCheckoutReturn } from '../../lib/payments/use-checkout-return';
import { writeSubscriptionCache } from '../../lib/session/subscription-cache';

function reportError(error: Error) {
  logClientError(error, 'paywall');
}

/**
 * 'Join Sahel Hearts' (spec section 2): the offer, then the account for visitors or the choice of
 * card or PayPal for members; coming back from a checkout it confirms with the server and shows
 * the success screen, or says why there is none. `level`: 1 on /subscribe, 2 inside the gate.
 * `onError` receives every checkout failure ('PayPal SDK failed to load' for PayPal).
 */
export function Paywall({ level, onError = reportError }: { level: 1 | 2; onError?: (error: Error) => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const returned = useCheckoutReturn();
  const email = me.user?.email;
  // The cache of spec section 8, once the server has said yes and the session names the member.
  const confirmedId = returned.kind === 'success' ? returned.sessionId : null;
  useEffect(() => {
    if (confirmedId && email) writeSubscriptionCache({ email, subscriptionId: confirmedId, date: new Date() });
  }, [confirmedId, email]);
  const Heading = `h${level}` as const;
  const subLevel = level === 1 ? 2 : 3;

  if (returned.kind === 'success') return <SuccessScreen level={level} />;

  return (
    <section aria-labelledby="paywall-title" className="space-y-4 rounded-xl bg-amber-50 p-5 sm:space-y-6 sm:p-6 dark:bg-stone-900">
      <Heading id="paywall-title" className="text-2xl font-bold sm:text-3xl">
        {t('paywall.title')}
      </Heading>
      <ReturnNotice returned={returned} />
      <PaywallOffer />
      {returned.kind === 'confirming' ? null : me.isAuthenticated ? (
        <PaymentMethods headingLevel={subLevel} onError={onError} />
      ) : (
        <AccountStep headingLevel={subLevel} />
      )}
    </section>
  );
}

/** A status line's frame: amber while the payment is being confirmed, grey when nothing was paid. */
const STATUS_BORDERS = {
  confirming: 'border-amber-300 dark:border-amber-700',
  canceled: 'border-stone-300 dark:border-stone-700',
};

/** What came of the checkout the member returns from: in progress, declined, canceled or unknown. */
function ReturnNotice({ returned }: { returned: CheckoutReturn & { checkAgain: () => void } }) {
  const { t } = useTranslation();
  switch (returned.kind) {
    case 'confirming':
    case 'canceled':
      return (
        <p role="status" className={`rounded-lg border p-4 ${STATUS_BORDERS[returned.kind]}`}>
          {t(`paywall.return.${returned.kind}`)}
        </p>
      );
    case 'declined':
    case 'unconfirmed':
      return <FormNotice kind="error">{t('paywall.return.declined')}</FormNotice>;
    case 'confirmFailed':
      return (
        <div className="space-y-3">
          <FormNotice kind="error">
            {t('paywall.return.confirmFailed')} {errorMessage(t, returned.error)}
          </FormNotice>
          <button type="button" className="btn-secondary" onClick={returned.checkAgain}>
            {t('paywall.return.checkAgain')}
          </button>
        </div>
      );
    default:
      return null;
  }
}

/** For visitors the paywall's first step is an account (then they come back here to pay). */
function AccountStep({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="paywall-account-title" className="space-y-3">
      <Heading id="paywall-account-title" className="text-xl font-bold">
        {t('paywall.account.title')}
      </Heading>
      <p className="text-stone-800 dark:text-stone-200">{t('paywall.account.text')}</p>
      <AccountLinks signIn={t('paywall.account.signIn')} signUp={t('paywall.account.signUp')} />
    </section>
  );
}
