// Memberships and their payments (docs/decisions/0011-payments.md). The sandbox routes exist only
// when the sandbox provider is configured.
import { z } from 'zod';
import {
  checkoutRequest,
  checkoutResponse,
  confirmRequest,
  confirmResponse,
  PAYMENT_PROVIDERS,
  paymentProviders,
  SANDBOX_BILLING_EVENTS,
  SANDBOX_OUTCOMES,
  sandboxOutcomeResponse,
  sandboxSession,
  subscriptionChangeRequest,
  subscriptionView,
} from '../contracts/payments';
import { route } from './route';

export const getPaymentProviders = route({
  method: 'GET',
  path: '/api/payments/providers',
  access: 'public',
  summary: 'The payment providers that can be chosen',
  response: paymentProviders,
});

export const startCheckout = route({
  method: 'POST',
  path: '/api/payments/checkout',
  access: 'member',
  summary: 'Start a checkout with a provider',
  body: checkoutRequest,
  response: checkoutResponse,
});

export const confirmCheckout = route({
  method: 'POST',
  path: '/api/payments/confirm',
  access: 'member',
  summary: 'Confirm a checkout on return from the provider',
  body: confirmRequest,
  response: confirmResponse,
});

export const getSubscription = route({
  method: 'GET',
  path: '/api/payments/subscription',
  access: 'member',
  summary: "The member's subscription",
  response: subscriptionView,
});

/** No body means the Basic plan. */
const subscriptionChange = subscriptionChangeRequest.prefault({});

export const cancelSubscription = route({
  method: 'POST',
  path: '/api/payments/subscription/cancel',
  access: 'member',
  summary: "Cancel the subscription or its Premium add-on at the period's end",
  body: subscriptionChange,
  response: subscriptionView,
});

export const resumeSubscription = route({
  method: 'POST',
  path: '/api/payments/subscription/resume',
  access: 'member',
  summary: 'Undo a cancellation before the period ends',
  body: subscriptionChange,
  response: subscriptionView,
});

const sandboxSessionId = z.string().min(1).max(255);

export const getSandboxSession = route({
  method: 'GET',
  path: '/api/payments/sandbox/:sessionId',
  access: 'member',
  summary: "The local payment sandbox's checkout session",
  params: z.object({ sessionId: sandboxSessionId }),
  response: sandboxSession,
});

export const finishSandboxCheckout = route({
  method: 'POST',
  path: '/api/payments/sandbox/:sessionId/:outcome',
  access: 'member',
  summary: 'Pay or abandon a sandbox checkout',
  params: z.object({ sessionId: sandboxSessionId, outcome: z.enum(SANDBOX_OUTCOMES) }),
  response: sandboxOutcomeResponse,
});

export const simulateSandboxBilling = route({
  method: 'POST',
  path: '/api/payments/sandbox/subscription/:billingEvent',
  access: 'member',
  summary: 'Simulate a renewal or a failed payment in the sandbox',
  params: z.object({ billingEvent: z.enum(SANDBOX_BILLING_EVENTS) }),
  body: subscriptionChange,
  response: subscriptionView,
});

/** The body stays raw bytes: the signature is computed over them. */
export const receivePaymentWebhook = route({
  method: 'POST',
  path: '/api/payments/webhooks/:provider',
  access: 'public',
  summary: "A payment provider's signed event",
  description: 'The body stays raw bytes: the signature is computed over them.',
  params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  response: z.strictObject({ received: z.literal(true) }),
});
