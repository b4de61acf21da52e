import { z } from 'zod';

export const PLANS = ['basic', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** How the member chooses to pay on the paywall; the server says which provider serves each. */
export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** GET /api/payments/providers: the provider behind each payment method, or null when none. */
export const paymentProviders = z.strictObject({
  card: z.enum(PAYMENT_PROVIDERS).nullable(),
  paypal: z.enum(PAYMENT_PROVIDERS).nullable(),
});
export type PaymentProviders = z.infer<typeof paymentProviders>;

/** POST /api/payments/checkout. 'premium' buys the Premium add-on and needs an active membership. */
export const checkoutRequest = z.object({
  plan: z.enum(PLANS),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export const checkoutResponse = z.strictObject({ url: z.string(), sessionId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** POST /api/payments/confirm: asks the server to check with the provider; never grants by itself. */
export const confirmRequest = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  sessionId: z.string().min(1).max(255),
});
export const confirmResponse = z.strictObject({ success: z.boolean() });
export type ConfirmResponse = z.infer<typeof confirmResponse>;

export const subscriptionSummary = z.strictObject({
  plan: z.enum(PLANS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** 'expired' when the period ended unpaid, even before the provider says so. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO time; the renewal date, or the end of access when cancelAtPeriodEnd. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasAccess: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** GET /api/payments/subscription: the membership and the Premium add-on, each or null. */
export const subscriptionView = z.strictObject({
  membership: subscriptionSummary.nullable(),
  premium: subscriptionSummary.nullable(),
  hasSubscription: z.boolean(),
  isPremium: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** POST /api/payments/subscription/cancel | resume. Cancelling the membership ends Premium too. */
export const subscriptionChangeRequest = z.object({ plan: z.enum(PLANS).default('basic') });

/** POST /api/payments/sandbox/:sessionId/:outcome (the local checkout page's buttons). */
export const SANDBOX_OUTCOMES = ['complete', 'decline', 'cancel'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export const sandboxOutcomeResponse = z.strictObject({
  status: z.enum(['completed', 'declined', 'canceled']),
  /** Where the browser goes next (the paywall or pricing page with the outcome in the query). */
  returnUrl: z.string(),
});
export type SandboxOutcomeResponse = z.infer<typeof sandboxOutcomeResponse>;

/** GET /api/payments/sandbox/:sessionId: what the local checkout page shows. */
export const sandboxSession = z.strictObject({
  sessionId: z.string(),
  plan: z.enum(PLANS),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'completed', 'declined', 'canceled']),
});
export type SandboxSession = z.infer<typeof sandboxSession>;

/**
 * POST /api/payments/sandbox/subscription/:billingEvent {plan}: what the sandbox's billing does at
 * a period's end, on demand (demos and browser tests): renew (a paid invoice), fail (a failed
 * payment: past due) or lapse (the period ended unpaid: expired).
 */
export const SANDBOX_BILLING_EVENTS = ['renew', 'fail', 'lapse'] as const;
export type SandboxBillingEvent = (typeof SANDBOX_BILLING_EVENTS)[number];
