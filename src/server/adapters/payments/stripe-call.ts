// Calls to Stripe as the Stripe adapter makes them (stripe.ts): an outage (after the SDK's own
// retries) becomes PaymentProviderUnavailableError, anything else is rethrown as it is.
import Stripe from 'stripe';
import { PaymentProviderUnavailableError } from './payment-adapter';

/**
 * Stripe being down, slow or refusing our key (after the SDK's own retries) is an outage the
 * member can wait out; a request Stripe calls malformed is our bug and is rethrown as it is.
 */
function isOutage(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  const status = error.statusCode;
  return status === undefined || status >= 500 || status === 429 || status === 401 || status === 403;
}

export async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isOutage(error)) throw new PaymentProviderUnavailableError('stripe', (error as Error).message, { cause: error });
    throw error;
  }
}
