// The PayPal adapter's calls about one subscription (paypal.ts): creating it for a checkout,
// reading it when the member returns, suspending or reactivating it, and cancelling it now.
import { randomUUID } from 'node:crypto';
import type { Plan } from '../../../shared/contracts/payments';
import type { SubscriptionEvent } from './subscription-events';
import {
  type CheckoutCreated,
  type CheckoutInput,
  type CheckoutToVerify,
  ProviderSubscriptionUnknownError,
  type SubscriptionToCancel,
  type SubscriptionToChange,
} from './payment-adapter';
import { type PaypalApi, PaypalRefusedError } from './paypal-api';
import { type PaypalSubscription, paypalCustomId, refOf, snapshotChange } from './paypal-subscription';

/** A subscription awaiting the member's approval, and the PayPal page where they give it. */
export async function createPaypalSubscription(
  api: PaypalApi,
  planIds: Record<Plan, string>,
  { checkoutId, member, plan, successUrl, cancelUrl }: CheckoutInput,
): Promise<CheckoutCreated> {
  const created = await api.call<PaypalSubscription>(
    'POST',
    '/v1/billing/subscriptions',
    JSON.stringify({
      plan_id: planIds[plan],
      custom_id: paypalCustomId(member.id, plan),
      subscriber: { email_address: member.email },
      application_context: {
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        // PayPal appends ?subscription_id=... itself; ours is the same id.
        return_url: successUrl.replace('{SESSION_ID}', 'paypal'),
        cancel_url: cancelUrl,
      },
    }),
    `checkout-${checkoutId}`,
  );
  const approve = created.links?.find((link) => link.rel === 'approve')?.href;
  if (!approve) throw new Error('PayPal returned a subscription without an approval link');
  return { url: approve, providerSessionId: created.id };
}

/** The subscription as PayPal has it now, if it is this member's, for this plan, and active. */
export async function verifyPaypalSubscription(
  api: PaypalApi,
  { providerSessionId, userId, plan }: CheckoutToVerify,
  now: () => Date,
): Promise<SubscriptionEvent | null> {
  const subscription = await api.getSubscription(providerSessionId);
  const ref = refOf(subscription);
  const change = snapshotChange(subscription);
  if (!ref || ref.userId !== userId || ref.plan !== plan || !change || change.status !== 'active') return null;
  return { occurredAt: now(), subscription: ref, change };
}

/** Suspends (no more charges; access lasts to the period's end) or reactivates a subscription. */
export async function setPaypalSuspended(
  api: PaypalApi,
  subscription: SubscriptionToChange,
  suspend: boolean,
  now: () => Date,
): Promise<SubscriptionEvent | null> {
  const action = suspend ? 'suspend' : 'activate';
  const path = `/v1/billing/subscriptions/${encodeURIComponent(subscription.providerSubscriptionId)}/${action}`;
  try {
    await api.call(
      'POST',
      path,
      JSON.stringify({ reason: suspend ? 'Cancelled by the member' : 'Resumed by the member' }),
      `${action}-${subscription.providerSubscriptionId}-${subscription.lastEventAt.getTime()}`,
    );
  } catch (error) {
    if (error instanceof PaypalRefusedError && error.status === 404) {
      throw new ProviderSubscriptionUnknownError('paypal', subscription.providerSubscriptionId, { cause: error });
    }
    throw error;
  }
  const updated = await api.getSubscription(subscription.providerSubscriptionId);
  const ref = refOf(updated);
  const change = snapshotChange(updated);
  // Keep the paid period PayPal no longer reports for a suspended subscription.
  if (change && change.periodEnd === null) change.periodEnd = subscription.currentPeriodEnd;
  return ref && change ? { occurredAt: now(), subscription: ref, change } : null;
}

/** Cancels a subscription now; one PayPal no longer knows, or that has already ended, is done. */
export async function cancelPaypalSubscription(api: PaypalApi, { providerSubscriptionId }: SubscriptionToCancel): Promise<void> {
  const id = encodeURIComponent(providerSubscriptionId);
  try {
    // One request id per attempt: PayPal answers a repeated id with its first answer, and the
    // member's next try after an outage must really ask again.
    const requestId = `cancel-now-${providerSubscriptionId}-${randomUUID()}`;
    await api.call(
      'POST',
      `/v1/billing/subscriptions/${id}/cancel`,
      JSON.stringify({ reason: 'The member deleted their account' }),
      requestId,
    );
  } catch (error) {
    if (!(error instanceof PaypalRefusedError)) throw error;
    // 404: PayPal does not know it; 422: it cannot be cancelled, which is fine only if it
    // has already ended. Anything else must stop the deletion.
    if (error.status === 404) return;
    if (error.status === 422 && ['CANCELLED', 'EXPIRED'].includes((await api.getSubscription(providerSubscriptionId)).status)) return;
    throw error;
  }
}
