// The payments API (src/server/modules/payments/routes.ts) for the paywall, the pricing page and
// the sandbox checkout page. Starting a checkout answers a URL the browser goes to; coming back,
// confirmCheckout only asks the server to check with the provider: the browser grants nothing.
import type {
  CheckoutResponse,
  ConfirmResponse,
  PaymentMethod,
  PaymentProvider,
  PaymentProviders,
  Plan,
  SandboxOutcome,
  SandboxOutcomeResponse,
  SandboxSession,
} from '../../../shared/contracts/payments';
import {
  confirmCheckout as confirmRoute,
  finishSandboxCheckout as finishSandboxRoute,
  getPaymentProviders as getProvidersRoute,
  getSandboxSession as getSandboxSessionRoute,
  startCheckout as startCheckoutRoute,
} from '../../../shared/routes/payments';
import { callApi } from '../call-api';

/** GET /api/payments/providers: which provider serves card and PayPal (null: unavailable). */
export function getPaymentProviders(signal?: AbortSignal): Promise<PaymentProviders> {
  return callApi(getProvidersRoute, { signal });
}

/** Thrown when the server names no provider for the chosen method. */
export class PaymentMethodUnavailableError extends Error {
  constructor(readonly method: PaymentMethod) {
    super(`No provider for ${method}`);
    this.name = 'PaymentMethodUnavailableError';
  }
}

/**
 * Creates a checkout for the signed-in member with the provider behind `method` (asked from the
 * server, or given when the caller already knows it) and answers `{url, sessionId}`; the caller
 * sends the browser to `url`. Fails with ApiError (403 ALREADY_SUBSCRIBED...) or
 * PaymentMethodUnavailableError.
 */
export async function startCheckout(plan: Plan, method: PaymentMethod, provider?: PaymentProvider | null): Promise<CheckoutResponse> {
  const chosen = provider ?? (await getPaymentProviders())[method];
  if (!chosen) throw new PaymentMethodUnavailableError(method);
  return callApi(startCheckoutRoute, { body: { plan, provider: chosen } });
}

/** POST /api/payments/confirm: the server checks with the provider; `success` is its verdict. */
export function confirmCheckout(provider: PaymentProvider, sessionId: string): Promise<ConfirmResponse> {
  return callApi(confirmRoute, { body: { provider, sessionId } });
}

/** GET /api/payments/sandbox/:sessionId: the local test checkout's plan, amount and status. */
export function getSandboxSession(sessionId: string, signal?: AbortSignal): Promise<SandboxSession> {
  return callApi(getSandboxSessionRoute, { params: { sessionId }, signal });
}

/** POST /api/payments/sandbox/:sessionId/:outcome: pay, decline or cancel the test checkout. */
export function finishSandboxCheckout(sessionId: string, outcome: SandboxOutcome): Promise<SandboxOutcomeResponse> {
  return callApi(finishSandboxRoute, { params: { sessionId, outcome } });
}
