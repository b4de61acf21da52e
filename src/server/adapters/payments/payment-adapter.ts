// The one small interface every payment provider implements. The payments module never sees a
// provider's own shapes: it gets normalised events (subscription-state.ts) and URLs.
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProvider, Plan, SubscriptionStatus } from '../../../shared/contracts/payments';
import type { SubscriptionEvent } from './subscription-events';

export interface CheckoutInput {
  /** Our checkout_sessions id: names the session in URLs and keys the provider call (idempotency). */
  checkoutId: string;
  member: { id: string; email: string };
  plan: Plan;
  /** Where the provider sends the browser back; `{SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutCreated {
  url: string;
  /** The provider's id of the session, later given to verifyPayment. */
  providerSessionId: string;
}

/** One provider event, authenticated, with the subscription change it carries (if we use it). */
export interface WebhookEvent {
  eventId: string;
  type: string;
  occurredAt: Date;
  payload: unknown;
  /** The member the event is about, when it says (for the ledger's user_id). */
  userId: string | null;
  /** Null for event types we acknowledge but do not use. */
  effect: SubscriptionEvent | null;
}

export interface CheckoutToVerify {
  providerSessionId: string;
  userId: string;
  plan: Plan;
}

export interface SubscriptionToChange {
  providerSubscriptionId: string;
  userId: string;
  plan: Plan;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  /** The row's newest applied event time: keys the provider call so a retry is not a second change. */
  lastEventAt: Date;
}

export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  createCheckout(input: CheckoutInput): Promise<CheckoutCreated>;
  /** Authenticates a webhook delivery on its raw bytes; throws WebhookRefusedError if forged. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookEvent[]>;
  /**
   * Asks the provider whether this member's checkout was paid: the subscription it created, as
   * the provider describes it now, or null when not paid (or not this member's).
   */
  verifyPayment(checkout: CheckoutToVerify): Promise<SubscriptionEvent | null>;
  /**
   * Sets or clears cancel-at-period-end at the provider. Returns the provider's new view of the
   * subscription to apply now, or null when the change arrives as a webhook instead (sandbox).
   * Throws ProviderSubscriptionUnknownError when the provider has no such subscription.
   */
  setCancelAtPeriodEnd(subscription: SubscriptionToChange, cancel: boolean): Promise<SubscriptionEvent | null>;
  /**
   * Ends the subscription at the provider now, with no further charge (the account is being
   * deleted). Safe to repeat: a subscription the provider no longer knows or already ended counts
   * as done. Throws PaymentProviderUnavailableError when the provider cannot be reached.
   */
  cancelNow(subscription: SubscriptionToCancel): Promise<void>;
}

export type SubscriptionToCancel = Pick<SubscriptionToChange, 'providerSubscriptionId' | 'userId' | 'plan'>;

/** A webhook delivery that failed authentication (forged, tampered, replayed or malformed). */
export class WebhookRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRefusedError';
  }
}

/**
 * The provider could not be reached, timed out, or answered with its own failure (5xx, 429, our
 * credentials refused): nothing was decided, the member may try again later. The payments module
 * answers it with 503 PAYMENT_PROVIDER_UNAVAILABLE. A provider refusing a request as malformed is
 * NOT this: that is our bug, and stays a 500.
 */
export class PaymentProviderUnavailableError extends Error {
  constructor(provider: string, reason: string, options?: { cause?: unknown }) {
    super(`${provider} is unavailable: ${reason}`, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/**
 * The provider does not know the subscription we asked it to change (Stripe's or PayPal's 404): a
 * signed event named it, but the provider has no such subscription now. Nothing was changed; the
 * payments module answers 404 NOT_FOUND, as for a member with no subscription to change.
 */
export class ProviderSubscriptionUnknownError extends Error {
  constructor(provider: string, providerSubscriptionId: string, options?: { cause?: unknown }) {
    super(`${provider} does not know the subscription ${providerSubscriptionId}`, options);
    this.name = 'ProviderSubscriptionUnknownError';
  }
}

/** One calendar month later (the 31st becomes the last day of a shorter month), in UTC. */
export function oneMonthAfter(time: Date): Date {
  const next = new Date(time.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
