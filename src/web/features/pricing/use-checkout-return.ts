// Coming back from a provider's checkout to /pricing?checkout=success|declined|canceled&provider=
// &session_id=: a success is only a claim until the server has checked it with the provider
// (POST /api/payments/confirm); then the session is asked again, so isPremium is the server's.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/contracts/payments';
import { refreshSession, useSession } from '../../lib/session/use-session';
import { confirmCheckout } from '../../lib/payments/payments-api';

export type CheckoutReturn =
  | { state: 'none' }
  | { state: 'confirming' }
  | { state: 'success' }
  /** The provider has not confirmed (yet): nothing was granted. */
  | { state: 'pending' }
  | { state: 'declined' }
  | { state: 'canceled' }
  | { state: 'error'; error: unknown };

const isProvider = (value: string | null): value is PaymentProvider => PAYMENT_PROVIDERS.some((provider) => provider === value);

function initialState(params: URLSearchParams): CheckoutReturn {
  const outcome = params.get('checkout');
  if (outcome === 'declined' || outcome === 'canceled') return { state: outcome };
  if (outcome === 'success' && isProvider(params.get('provider')) && params.get('session_id')) return { state: 'confirming' };
  return { state: 'none' };
}

export function useCheckoutReturn(): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<CheckoutReturn>(() => initialState(params));
  // Once per page load (StrictMode runs effects twice); confirming again would be harmless
  // (the server treats it as a duplicate) but would flash the message.
  const handled = useRef(false);
  // After the first /api/me has answered: a refresh while it is in flight would share that
  // request and read the flags from before the payment.
  const { status } = useSession();

  useEffect(() => {
    if (handled.current || result.state === 'none' || status !== 'ready') return;
    handled.current = true;
    const provider = params.get('provider');
    const sessionId = params.get('session_id');
    // The outcome stays on screen; the address loses it, so a reload does not say it again.
    const forget = () => setParams({}, { replace: true });
    if (result.state !== 'confirming' || !isProvider(provider) || !sessionId) {
      forget();
      return;
    }
    confirmCheckout(provider, sessionId)
      .then(async ({ success }) => {
        if (success) await refreshSession();
        setResult({ state: success ? 'success' : 'pending' });
      })
      .catch((error: unknown) => setResult({ state: 'error', error }))
      .finally(forget);
  }, [params, result.state, setParams, status]);

  return result;
}
