// Coming back from a checkout: /subscribe?checkout=success&provider=...&session_id=... (or
// ?checkout=canceled|declined). The query is removed at once (replace), so a reload does not
// confirm again; a success is only what the server answers after checking with the provider.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/contracts/payments';
import { confirmCheckout } from '../../lib/payments/payments-api';
import { writeSubscriptionCache } from '../../lib/session/subscription-cache';

export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'confirming' }
  | { kind: 'success'; sessionId: string }
  | { kind: 'declined' }
  | { kind: 'canceled' }
  | { kind: 'confirmFailed'; error: unknown };

const RETURN_PARAMS = ['checkout', 'provider', 'session_id', 'token', 'PayerID'];

function isProvider(value: string | null): value is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly (string | null)[]).includes(value);
}

/** Whether the current URL is a return from a checkout (read before anything removes it). */
export function hasCheckoutReturn(params: URLSearchParams): boolean {
  return params.has('checkout');
}

/** A success to confirm with the server, read from the return URL; null for any other outcome. */
function successToConfirm(params: URLSearchParams): { provider: PaymentProvider; sessionId: string } | null {
  const provider = params.get('provider');
  const sessionId = params.get('session_id');
  return params.get('checkout') === 'success' && isProvider(provider) && sessionId ? { provider, sessionId } : null;
}

/** What the return URL says before the server is asked: the first render already shows it. */
function stateOnReturn(params: URLSearchParams): CheckoutReturn {
  if (!params.has('checkout')) return { kind: 'none' };
  if (successToConfirm(params)) return { kind: 'confirming' };
  // declined, a success without its session, or an outcome we do not know: not completed.
  return params.get('checkout') === 'canceled' ? { kind: 'canceled' } : { kind: 'declined' };
}

export function useCheckoutReturn(email: string | undefined): CheckoutReturn & { checkAgain: () => void } {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<CheckoutReturn>(() => stateOnReturn(params));
  const pending = useRef<{ provider: PaymentProvider; sessionId: string } | null>(null);
  const handled = useRef(false);

  /** Asks the server; the caller has already shown 'confirming'. */
  const confirm = useCallback((provider: PaymentProvider, sessionId: string) => {
    confirmCheckout(provider, sessionId).then(
      ({ success }) => {
        setState(success ? { kind: 'success', sessionId } : { kind: 'declined' });
      },
      (error: unknown) => setState({ kind: 'confirmFailed', error }),
    );
  }, []);

  useEffect(() => {
    if (handled.current || !params.has('checkout')) return;
    handled.current = true;
    const success = successToConfirm(params);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        RETURN_PARAMS.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
    // Other outcomes were shown from the first render (stateOnReturn).
    if (success) {
      pending.current = success;
      confirm(success.provider, success.sessionId);
    }
  }, [params, setParams, confirm]);

  // The cache of spec section 8, once the server has said yes and the session names the member
  // (the answer may come before GET /api/me does).
  const confirmedId = state.kind === 'success' ? state.sessionId : null;
  useEffect(() => {
    if (confirmedId && email) writeSubscriptionCache({ email, subscriptionId: confirmedId, date: new Date() });
  }, [confirmedId, email]);

  const checkAgain = useCallback(() => {
    if (!pending.current) return;
    setState({ kind: 'confirming' });
    confirm(pending.current.provider, pending.current.sessionId);
  }, [confirm]);

  return { ...state, checkAgain };
}
