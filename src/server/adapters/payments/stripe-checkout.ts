// The Stripe adapter's checkout (stripe.ts): a hosted Checkout Session in subscription mode for
// the account's e-mail, and the session read back when the member returns.
import type Stripe from 'stripe';
import { BASIC_PRICE_CENTS, CURRENCY, PREMIUM_ADDON_CENTS, PRODUCT_NAME } from '../../../shared/constants';
import type { Plan } from '../../../shared/contracts/payments';
import type { SubscriptionEvent } from './subscription-events';
import type { CheckoutCreated, CheckoutInput, CheckoutToVerify } from './payment-adapter';
import { atStripe } from './stripe-call';
import { idOf, refOf, snapshotChange, type StripeSessionShape } from './stripe-events';

const PLAN_PRICE_CENTS: Record<Plan, number> = { basic: BASIC_PRICE_CENTS, premium: PREMIUM_ADDON_CENTS };
const PLAN_PRODUCT_NAME: Record<Plan, string> = { basic: `${PRODUCT_NAME} Membership`, premium: `${PRODUCT_NAME} Premium Access` };

/** The plan's price id from the Stripe dashboard, or without one the price inline from constants.ts. */
function lineItem(plan: Plan, priceIds: Partial<Record<Plan, string>>) {
  const price = priceIds[plan];
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: CURRENCY.toLowerCase(),
      unit_amount: PLAN_PRICE_CENTS[plan],
      recurring: { interval: 'month' as const },
      product_data: { name: PLAN_PRODUCT_NAME[plan] },
    },
  };
}

export async function createStripeCheckout(
  stripe: Stripe,
  priceIds: Partial<Record<Plan, string>>,
  { checkoutId, member, plan, successUrl, cancelUrl }: CheckoutInput,
): Promise<CheckoutCreated> {
  const metadata = { userId: member.id, plan, checkoutId };
  const session = await atStripe(() =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer_email: member.email,
        client_reference_id: member.id,
        line_items: [lineItem(plan, priceIds)],
        metadata,
        // Copied onto the subscription and so onto its invoices: every later event names the member.
        subscription_data: { metadata },
        success_url: successUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
        cancel_url: cancelUrl,
      },
      { idempotencyKey: `checkout-${checkoutId}` },
    ),
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a url');
  return { url: session.url, providerSessionId: session.id };
}

/** The session's subscription as Stripe has it now, if the session is this member's, for this plan, and paid. */
export async function verifyStripeCheckout(
  stripe: Stripe,
  { providerSessionId, userId, plan }: CheckoutToVerify,
  now: () => Date,
): Promise<SubscriptionEvent | null> {
  const session = (await atStripe(() =>
    stripe.checkout.sessions.retrieve(providerSessionId, { expand: ['subscription'] }),
  )) as unknown as StripeSessionShape;
  if (session.client_reference_id !== userId || session.metadata?.plan !== plan) return null;
  if (session.status !== 'complete' || !['paid', 'no_payment_required'].includes(session.payment_status)) return null;
  const subscription = session.subscription;
  if (!subscription || typeof subscription === 'string') return null;
  const change = snapshotChange(subscription);
  const ref = refOf(subscription.id, { userId, plan }, idOf(session.customer));
  // The provider's view right now: newer than any event already sent about it.
  return ref && change ? { occurredAt: now(), subscription: ref, change } : null;
}
