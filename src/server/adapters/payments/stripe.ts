// Stripe: a hosted Checkout Session in subscription mode for the account's e-mail, webhooks
// verified on the raw body with the endpoint's signing secret, and every outbound POST keyed
// for idempotency. Events are read through small local shapes of the fields we use, so a field
// Stripe moves between API versions is a visible, single change here.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { BASIC_PRICE_CENTS, CURRENCY, PREMIUM_ADDON_CENTS, PRODUCT_NAME } from '../../../shared/constants';
import { type Plan, PLANS, type SubscriptionStatus } from '../../../shared/contracts/payments';
import type { SubscriptionChange, SubscriptionEvent, SubscriptionRef } from './subscription-events';
import type { PaymentAdapter, WebhookEvent } from './payment-adapter';
import { PaymentProviderUnavailableError, ProviderSubscriptionUnknownError, WebhookRefusedError } from './payment-adapter';

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret: string;
  /** Price ids from the Stripe dashboard; without them the price is sent inline from constants.ts. */
  priceIds: Partial<Record<Plan, string>>;
  /** Only for tests: a local fake Stripe server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  now?: () => Date;
}

interface Metadata {
  userId?: string;
  plan?: string;
}

interface StripeSubscriptionShape {
  id: string;
  customer: string | { id: string } | null;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Metadata | null;
  items?: { data: { current_period_end?: number }[] };
}

interface StripeInvoiceShape {
  customer: string | { id: string } | null;
  parent?: { subscription_details?: { subscription: string | { id: string }; metadata: Metadata | null } | null } | null;
  lines?: { data: { period?: { end?: number } }[] };
}

interface StripeSessionShape {
  id: string;
  mode: string;
  status: string | null;
  payment_status: string;
  client_reference_id: string | null;
  customer: string | { id: string } | null;
  subscription: string | StripeSubscriptionShape | null;
  metadata: Metadata | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : typeof value?.id === 'string' ? value.id : null;
const fromSeconds = (seconds: number | undefined | null): Date | null =>
  typeof seconds === 'number' && seconds > 0 && Number.isSafeInteger(seconds) ? new Date(seconds * 1000) : null;
const isPlan = (value: unknown): value is Plan => typeof value === 'string' && (PLANS as readonly string[]).includes(value);

/** Stripe's statuses in ours; null for those that grant nothing yet and change nothing (incomplete). */
export function statusFromStripe(status: string): SubscriptionStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'unpaid':
    case 'incomplete_expired':
    case 'paused':
      return 'expired';
    default:
      return null;
  }
}

function refOf(subscriptionId: string | null, metadata: Metadata | null | undefined, customer: string | null): SubscriptionRef | null {
  if (!subscriptionId || typeof metadata?.userId !== 'string' || !isPlan(metadata.plan)) return null;
  return {
    provider: 'stripe',
    providerSubscriptionId: subscriptionId,
    userId: metadata.userId,
    plan: metadata.plan,
    providerCustomerId: customer,
  };
}

function periodEndOfSubscription(subscription: StripeSubscriptionShape): Date | null {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end ?? 0);
  return fromSeconds(ends.length > 0 ? Math.max(...ends) : null);
}

function snapshotChange(subscription: StripeSubscriptionShape): SubscriptionChange | null {
  const status = statusFromStripe(subscription.status);
  if (!status) return null;
  return {
    kind: 'subscription_updated',
    status,
    periodEnd: periodEndOfSubscription(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/** The subscription change a Stripe event carries, or null for the events we do not use. */
export function effectOfStripeEvent(event: { type: string; created: number; data: { object: unknown } }): SubscriptionEvent | null {
  const occurredAt = new Date(event.created * 1000);
  const withRef = (subscription: SubscriptionRef | null, change: SubscriptionChange | null) =>
    subscription && change ? { occurredAt, subscription, change } : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as StripeSessionShape;
      if (session.mode !== 'subscription' || !['paid', 'no_payment_required'].includes(session.payment_status)) return null;
      const metadata = { userId: session.client_reference_id ?? undefined, plan: session.metadata?.plan };
      return withRef(refOf(idOf(session.subscription), metadata, idOf(session.customer)), { kind: 'checkout_completed', periodEnd: null });
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as StripeInvoiceShape;
      const details = invoice.parent?.subscription_details;
      const ref = refOf(idOf(details?.subscription), details?.metadata, idOf(invoice.customer));
      if (event.type === 'invoice.payment_failed') return withRef(ref, { kind: 'invoice_payment_failed' });
      const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0);
      return withRef(ref, { kind: 'invoice_paid', periodEnd: fromSeconds(ends.length > 0 ? Math.max(...ends) : null) });
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = event.data.object as StripeSubscriptionShape;
      return withRef(refOf(subscription.id, subscription.metadata, idOf(subscription.customer)), snapshotChange(subscription));
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object as StripeSubscriptionShape;
      return withRef(refOf(subscription.id, subscription.metadata, idOf(subscription.customer)), { kind: 'subscription_deleted' });
    }
    default:
      return null;
  }
}

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

async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isOutage(error)) throw new PaymentProviderUnavailableError('stripe', (error as Error).message, { cause: error });
    throw error;
  }
}

const PLAN_PRICE_CENTS: Record<Plan, number> = { basic: BASIC_PRICE_CENTS, premium: PREMIUM_ADDON_CENTS };
const PLAN_PRODUCT_NAME: Record<Plan, string> = { basic: `${PRODUCT_NAME} Membership`, premium: `${PRODUCT_NAME} Premium Access` };

export function createStripeAdapter(options: StripeAdapterOptions): PaymentAdapter {
  const now = options.now ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, {
    // Retries reuse the idempotency key, so a retried POST never charges or changes twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });

  const lineItem = (plan: Plan) => {
    const price = options.priceIds[plan];
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
  };

  return {
    provider: 'stripe',
    async createCheckout({ checkoutId, member, plan, successUrl, cancelUrl }) {
      const metadata = { userId: member.id, plan, checkoutId };
      const session = await atStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer_email: member.email,
            client_reference_id: member.id,
            line_items: [lineItem(plan)],
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
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookEvent[]> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookRefusedError('missing stripe-signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookRefusedError('bad stripe signature');
      }
      // Signed by Stripe, so well-formed in practice; read defensively all the same, so that a
      // shape we do not expect is a refusal, never a crash.
      if (typeof event?.data?.object !== 'object' || event.data.object === null || !Number.isSafeInteger(event.created)) {
        throw new WebhookRefusedError('not a Stripe event');
      }
      try {
        const effect = effectOfStripeEvent(event);
        const object = event.data.object as { metadata?: Metadata | null; client_reference_id?: unknown };
        const named = [object.metadata?.userId, object.client_reference_id].find((value) => typeof value === 'string');
        return [
          {
            eventId: event.id,
            type: event.type,
            occurredAt: new Date(event.created * 1000),
            payload: event,
            userId: effect?.subscription.userId ?? named ?? null,
            effect,
          },
        ];
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        throw new WebhookRefusedError(`malformed Stripe event: ${error.message}`);
      }
    },

    async verifyPayment({ providerSessionId, userId, plan }) {
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
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
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
    },

    async cancelNow({ providerSubscriptionId }) {
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
    },
  };
}
