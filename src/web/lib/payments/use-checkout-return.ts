// Coming back from a provider's checkout, to /subscribe (the membership) or /pricing (Premium):
// ?checkout=success&provider=...&session_id=... (or ?checkout=canceled|declined). One behaviour
// for both pages (docs/decisions/0011-payments.md, "The calls"):
// - what the address says shows from the first render; a success is only a claim until the
//   server has checked it with the provider (POST /api/payments/confirm);
// - once the first /api/me has answered, the return query is removed (replace), so a reload
//   does not confirm again, and a claimed success is sent to the server;
// - a confirmed payment refreshes the session before the page says so, so its flags
//   (hasSubscription, isPremium) are the server's; a refresh during the first /api/me would
//   share that request and read the flags from before the payment, hence the wait;
// - a confirmation that got no answer can be asked again (checkAgain): the address no longer
//   holds it, so a reload cannot.
// The paywall and pricing pages have no query cache (docs/decisions/0016-data-loading.md): the
// confirmation is a page mutation, whose guard also drops StrictMode's second effect run.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../shared/contracts/payments';
import { usePageMutation } from '../forms/use-page-mutation';
import { refreshSession, useSession } from '../session/use-session';
import { confirmCheckout } from './payments-api';

export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'confirming' }
  | { kind: 'success'; sessionId: string }
  /** The provider has not confirmed the payment: nothing was granted. */
  | { kind: 'unconfirmed' }
  | { kind: 'declined' }
  | { kind: 'canceled' }
  /** No answer from the server (or its failure): checkAgain asks again. */
  | { kind: 'confirmFailed'; error: unknown };

interface Claim {
  provider: PaymentProvider;
  sessionId: string;
}

const RETURN_PARAMS = ['checkout', 'provider', 'session_id', 'token', 'PayerID'];

function isProvider(value: string | null): value is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly (string | null)[]).includes(value);
}

/** Whether the current URL is a return from a checkout (read before anything removes it). */
export function hasCheckoutReturn(params: URLSearchParams): boolean {
  return params.has('checkout');
}

/** A success to confirm with the server, read from the return URL; null for any other outcome. */
function claimedSuccess(params: URLSearchParams): Claim | null {
  const provider = params.get('provider');
  const sessionId = params.get('session_id');
  return params.get('checkout') === 'success' && isProvider(provider) && sessionId ? { provider, sessionId } : null;
}

/** What the return URL says without the server: none, declined or canceled. */
function outcomeOf(params: URLSearchParams): CheckoutReturn {
  if (!params.has('checkout')) return { kind: 'none' };
  // declined, a success without its session, or an outcome we do not know: not completed.
  return params.get('checkout') === 'canceled' ? { kind: 'canceled' } : { kind: 'declined' };
}

async function confirmAndRefresh({ provider, sessionId }: Claim): Promise<boolean> {
  const { success } = await confirmCheckout(provider, sessionId);
  if (success) await refreshSession();
  return success;
}

export function useCheckoutReturn(): CheckoutReturn & { checkAgain: () => void } {
  const [params, setParams] = useSearchParams();
  // Read once: the address loses the return query as soon as it has been read.
  const [returned] = useState(() => ({ claim: claimedSuccess(params), outcome: outcomeOf(params) }));
  const { status } = useSession();
  const confirm = usePageMutation(confirmAndRefresh);
  const { send } = confirm;

  const returning = params.has('checkout');
  useEffect(() => {
    if (!returning || status !== 'ready') return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        RETURN_PARAMS.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
    if (returned.claim) send(returned.claim);
  }, [returning, status, setParams, send, returned]);

  const checkAgain = useCallback(() => {
    if (returned.claim) send(returned.claim);
  }, [send, returned]);

  const { claim, outcome } = returned;
  let state: CheckoutReturn;
  if (!claim) state = outcome;
  else if (confirm.isError) state = { kind: 'confirmFailed', error: confirm.error };
  else if (confirm.isSuccess) state = confirm.data ? { kind: 'success', sessionId: claim.sessionId } : { kind: 'unconfirmed' };
  else state = { kind: 'confirming' };
  return { ...state, checkAgain };
}
