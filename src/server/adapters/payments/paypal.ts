// PayPal: REST through the server, with PayPal *subscriptions* (a billing plan per product plan)
// rather than monthly orders, so renewals, failures and cancellations reach us as webhooks like
// Stripe's. Nothing is granted before PayPal itself confirms: the member's return is checked
// with GET /v1/billing/subscriptions/:id, and every webhook with PayPal's
// verify-webhook-signature API before it is stored. PayPal cannot schedule a cancellation, so
// "cancel at period end" suspends the subscription (no more charges) and "resume" reactivates it.
// The parts: paypal-api.ts (the calls), paypal-subscription.ts (a subscription read as ours),
// paypal-webhook.ts (a delivery verified and read), paypal-subscription-calls.ts (the changes).
import type { Plan } from '../../../shared/contracts/payments';
import type { PaymentAdapter } from './payment-adapter';
import { createPaypalApi, type PaypalApiOptions } from './paypal-api';
import {
  cancelPaypalSubscription,
  createPaypalSubscription,
  setPaypalSuspended,
  verifyPaypalSubscription,
} from './paypal-subscription-calls';
import { parsePaypalWebhook } from './paypal-webhook';

export interface PaypalAdapterOptions extends PaypalApiOptions {
  webhookId: string;
  planIds: Record<Plan, string>;
  now?: () => Date;
}

export function createPaypalAdapter(options: PaypalAdapterOptions): PaymentAdapter {
  const api = createPaypalApi(options);
  const now = options.now ?? (() => new Date());
  return {
    provider: 'paypal',
    createCheckout: (input) => createPaypalSubscription(api, options.planIds, input),
    parseWebhook: (rawBody, headers) => parsePaypalWebhook(api, options.webhookId, rawBody, headers),
    verifyPayment: (checkout) => verifyPaypalSubscription(api, checkout, now),
    setCancelAtPeriodEnd: (subscription, cancel) => setPaypalSuspended(api, subscription, cancel, now),
    cancelNow: (subscription) => cancelPaypalSubscription(api, subscription),
  };
}
