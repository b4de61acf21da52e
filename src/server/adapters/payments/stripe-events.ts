// A Stripe event or object read as ours: who and which plan a subscription is for (the metadata
// set at checkout) and its state. Events are read through small local shapes of the fields we
// use, so a field Stripe moves between API versions is a visible, single change here.
import { type Plan, PLANS, type SubscriptionStatus } from '../../../shared/contracts/payments';
import type { SubscriptionChange, SubscriptionEvent, SubscriptionRef } from './subscription-events';

export interface Metadata {
  userId?: string;
  plan?: string;
}

export interface StripeSubscriptionShape {
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

export interface StripeSessionShape {
  id: string;
  mode: string;
  status: string | null;
  payment_status: string;
  client_reference_id: string | null;
  customer: string | { id: string } | null;
  subscription: string | StripeSubscriptionShape | null;
  metadata: Metadata | null;
}

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
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

export function refOf(
  subscriptionId: string | null,
  metadata: Metadata | null | undefined,
  customer: string | null,
): SubscriptionRef | null {
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

export function snapshotChange(subscription: StripeSubscriptionShape): SubscriptionChange | null {
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
