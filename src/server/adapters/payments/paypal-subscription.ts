// A PayPal subscription as we read it: who and which plan it is for (custom_id, set when it is
// created) and its state in ours. PayPal cannot schedule a cancellation, so the adapter suspends
// a subscription for "cancel at period end" (paypal.ts): SUSPENDED reads as active until then.
import { type Plan, PLANS, type SubscriptionStatus } from '../../../shared/contracts/payments';
import type { SubscriptionChange, SubscriptionRef } from './subscription-events';

export interface PaypalSubscription {
  id: string;
  status: string;
  custom_id?: string;
  plan_id?: string;
  billing_info?: { next_billing_time?: string };
  subscriber?: { payer_id?: string };
  links?: { rel: string; href: string }[];
}

/** What a subscription's custom_id says: "<member id>:<plan>". */
export const paypalCustomId = (userId: string, plan: Plan) => `${userId}:${plan}`;

/** custom_id carries "<member id>:<plan>", set when the subscription is created. */
export function parseCustomId(customId: unknown): { userId: string; plan: Plan } | null {
  if (typeof customId !== 'string') return null;
  const separator = customId.lastIndexOf(':');
  const userId = customId.slice(0, separator);
  const plan = customId.slice(separator + 1);
  return separator > 0 && (PLANS as readonly string[]).includes(plan) ? { userId, plan: plan as Plan } : null;
}

export function refOf(subscription: PaypalSubscription): SubscriptionRef | null {
  const custom = parseCustomId(subscription.custom_id);
  return custom
    ? {
        provider: 'paypal',
        providerSubscriptionId: subscription.id,
        ...custom,
        providerCustomerId: subscription.subscriber?.payer_id ?? null,
      }
    : null;
}

const STATUS: Record<string, { status: SubscriptionStatus; cancelAtPeriodEnd: boolean } | undefined> = {
  ACTIVE: { status: 'active', cancelAtPeriodEnd: false },
  // Suspended: no further charges; access lasts to the end of the paid period.
  SUSPENDED: { status: 'active', cancelAtPeriodEnd: true },
  CANCELLED: { status: 'canceled', cancelAtPeriodEnd: false },
  EXPIRED: { status: 'expired', cancelAtPeriodEnd: false },
};

export function snapshotChange(subscription: PaypalSubscription): Extract<SubscriptionChange, { kind: 'subscription_updated' }> | null {
  // Own keys only: a status of "constructor" or "__proto__" must not find Object's.
  const mapped = Object.hasOwn(STATUS, subscription.status) ? STATUS[subscription.status] : undefined;
  if (!mapped) return null; // APPROVAL_PENDING, APPROVED: nothing paid yet
  const next = subscription.billing_info?.next_billing_time;
  return { kind: 'subscription_updated', ...mapped, periodEnd: next && mapped.status === 'active' ? new Date(next) : null };
}
