// The Stripe adapter's changes to a subscription (stripe.ts): cancel at the period's end (or
// resume), and cancel now when the account is deleted.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { SubscriptionEvent } from './subscription-events';
import { ProviderSubscriptionUnknownError, type SubscriptionToCancel, type SubscriptionToChange } from './payment-adapter';
import { atStripe } from './stripe-call';
import { idOf, refOf, snapshotChange, type StripeSubscriptionShape } from './stripe-events';

export async function setStripeCancelAtPeriodEnd(
  stripe: Stripe,
  subscription: SubscriptionToChange,
  cancel: boolean,
  now: () => Date,
): Promise<SubscriptionEvent | null> {
  // One key per attempt, as for cancelNow: the SDK's retries share it, while the member's next
  // try gets a fresh one, since Stripe replays a kept 500 to the same key for a day. Setting
  // the flag twice is harmless, so nothing more is needed.
  const idempotencyKey = `cancel-at-period-end-${subscription.providerSubscriptionId}-${cancel}-${randomUUID()}`;
  const updated = (await atStripe(() =>
    stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey }),
  ).catch((error: unknown) => {
    const unknown =
      error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
    if (unknown) throw new ProviderSubscriptionUnknownError('stripe', subscription.providerSubscriptionId, { cause: error });
    throw error;
  })) as unknown as StripeSubscriptionShape;
  const change = snapshotChange(updated);
  const ref = refOf(updated.id, { userId: subscription.userId, plan: subscription.plan }, idOf(updated.customer));
  return ref && change ? { occurredAt: now(), subscription: ref, change } : null;
}

export async function cancelStripeSubscription(stripe: Stripe, { providerSubscriptionId }: SubscriptionToCancel): Promise<void> {
  // One key per attempt: the SDK's retries of this call share it, but Stripe keeps the answer
  // to a key (a 500 too) for a day, and the member's next try must really ask again.
  const idempotencyKey = `cancel-now-${providerSubscriptionId}-${randomUUID()}`;
  try {
    await atStripe(() => stripe.subscriptions.cancel(providerSubscriptionId, {}, { idempotencyKey }));
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    // Stripe no longer knows it, or refuses because it has already ended: no more charges
    // either way (an earlier try may have cancelled it and lost the answer).
    if (error.statusCode === 404 || error.code === 'resource_missing') return;
    const current = (await atStripe(() => stripe.subscriptions.retrieve(providerSubscriptionId))) as unknown as StripeSubscriptionShape;
    if (['canceled', 'incomplete_expired'].includes(current.status)) return;
    throw error;
  }
}
