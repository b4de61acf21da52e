// What every payment provider's adapter turns its webhook events into: one shape for Stripe,
// PayPal and the sandbox, which modules/payments/subscription-state.ts folds into a
// subscription's state.
import type { PaymentProvider, Plan, SubscriptionStatus } from '../../../shared/contracts/payments';

/** Which subscription an event is about, as the provider (or our checkout metadata) names it. */
export interface SubscriptionRef {
  provider: PaymentProvider;
  providerSubscriptionId: string;
  userId: string;
  plan: Plan;
  providerCustomerId?: string | null;
}

export type SubscriptionChange =
  | { kind: 'checkout_completed'; periodEnd: Date | null }
  | { kind: 'invoice_paid'; periodEnd: Date | null }
  | { kind: 'invoice_payment_failed' }
  | { kind: 'subscription_updated'; status: SubscriptionStatus; periodEnd: Date | null; cancelAtPeriodEnd: boolean }
  | { kind: 'subscription_deleted' };

export interface SubscriptionEvent {
  /** The provider's creation time of the event: what orders events, not their arrival. */
  occurredAt: Date;
  subscription: SubscriptionRef;
  change: SubscriptionChange;
}
