// Stripe: a hosted Checkout Session in subscription mode for the account's e-mail, webhooks
// verified on the raw body with the endpoint's signing secret, and every outbound POST keyed
// for idempotency. The parts: stripe-events.ts (Stripe's events and objects read as ours),
// stripe-call.ts (outages), stripe-checkout.ts, stripe-webhook.ts and stripe-subscription-calls.ts.
import Stripe from 'stripe';
import type { Plan } from '../../../shared/contracts/payments';
import type { PaymentAdapter } from './payment-adapter';
import { createStripeCheckout, verifyStripeCheckout } from './stripe-checkout';
import { cancelStripeSubscription, setStripeCancelAtPeriodEnd } from './stripe-subscription-calls';
import { parseStripeWebhook } from './stripe-webhook';

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret: string;
  /** Price ids from the Stripe dashboard; without them the price is sent inline from constants.ts. */
  priceIds: Partial<Record<Plan, string>>;
  /** Only for tests: a local fake Stripe server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  now?: () => Date;
}

export function createStripeAdapter(options: StripeAdapterOptions): PaymentAdapter {
  const now = options.now ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, {
    // Retries reuse the idempotency key, so a retried POST never charges or changes twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
  return {
    provider: 'stripe',
    createCheckout: (input) => createStripeCheckout(stripe, options.priceIds, input),
    parseWebhook: async (rawBody, headers) => parseStripeWebhook(stripe, options.webhookSecret, rawBody, headers),
    verifyPayment: (checkout) => verifyStripeCheckout(stripe, checkout, now),
    setCancelAtPeriodEnd: (subscription, cancel) => setStripeCancelAtPeriodEnd(stripe, subscription, cancel, now),
    cancelNow: (subscription) => cancelStripeSubscription(stripe, subscription),
  };
}
