// The only place a subscription's state changes: a pure function from (current row, provider
// event) to the next row. Providers normalise their events into SubscriptionChange first, so
// Stripe, PayPal and the sandbox walk the same transitions, and the webhook chaos test can use
// this same function as its reference model.
import type { Plan, SubscriptionStatus } from '../../../shared/contracts/payments';
import type { SubscriptionChange, SubscriptionEvent } from '../../adapters/payments/subscription-events';

export interface SubscriptionState {
  userId: string;
  plan: Plan;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string | null;
  lastEventAt: Date;
}

export type Transition = { applied: true; next: SubscriptionState } | { applied: false; reason: 'stale' | 'other_member' | 'terminal' };

function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

function statusAfter(current: SubscriptionStatus | null, change: SubscriptionChange): SubscriptionStatus {
  switch (change.kind) {
    case 'checkout_completed':
    case 'invoice_paid':
      return 'active';
    case 'invoice_payment_failed':
      // A failed renewal of a lapsed subscription does not bring it back to past_due.
      return current === 'expired' ? 'expired' : 'past_due';
    case 'subscription_updated':
      return change.status;
    case 'subscription_deleted':
      return 'canceled';
  }
}

function periodEndAfter(current: Date | null, change: SubscriptionChange): Date | null {
  switch (change.kind) {
    // Paid periods only move forward: a late invoice for an older period must not shorten access.
    case 'checkout_completed':
    case 'invoice_paid':
      return later(current, change.periodEnd);
    case 'subscription_updated':
      return change.periodEnd ?? current;
    default:
      return current;
  }
}

/**
 * The next state of a subscription after an event, or why the event changes nothing. Events
 * older than the last applied one are stale (providers deliver out of order); a canceled
 * subscription is final (providers never revive one: a new purchase is a new subscription).
 * Events of the same instant both apply, in arrival order.
 */
export function transition(current: SubscriptionState | null, event: SubscriptionEvent): Transition {
  const { change, subscription, occurredAt } = event;
  if (current) {
    if (occurredAt.getTime() < current.lastEventAt.getTime()) return { applied: false, reason: 'stale' };
    if (current.userId !== subscription.userId) return { applied: false, reason: 'other_member' };
    if (current.status === 'canceled') return { applied: false, reason: 'terminal' };
  }
  const status = statusAfter(current?.status ?? null, change);
  const cancelAtPeriodEnd =
    change.kind === 'subscription_updated'
      ? change.cancelAtPeriodEnd
      : change.kind === 'subscription_deleted'
        ? false
        : (current?.cancelAtPeriodEnd ?? false);
  return {
    applied: true,
    next: {
      userId: subscription.userId,
      plan: current?.plan ?? subscription.plan,
      status,
      currentPeriodEnd: periodEndAfter(current?.currentPeriodEnd ?? null, change),
      cancelAtPeriodEnd,
      providerCustomerId: subscription.providerCustomerId ?? current?.providerCustomerId ?? null,
      lastEventAt: occurredAt,
    },
  };
}

/**
 * The status as of `now`: a subscription whose paid period is over is expired (or canceled, when
 * it was set to end then), even before the provider's own event arrives.
 */
export function effectiveStatus(
  state: Pick<SubscriptionState, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  now: Date,
): SubscriptionStatus {
  if (state.status === 'canceled' || state.status === 'expired') return state.status;
  if (state.currentPeriodEnd && state.currentPeriodEnd.getTime() <= now.getTime()) {
    return state.cancelAtPeriodEnd ? 'canceled' : 'expired';
  }
  return state.status;
}

/** Active, or past due while the paid period lasts (the provider is still retrying the card). */
export function grantsAccess(state: Pick<SubscriptionState, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, now: Date): boolean {
  const status = effectiveStatus(state, now);
  return status === 'active' || status === 'past_due';
}

/**
 * The state after all of a subscription's events, taken in the order the provider created them
 * (ties in the order given). The ledger is folded through this on every new event, so an event
 * that arrives late lands in its place instead of overwriting newer state: any arrival order of
 * the same events gives the same row.
 */
export function foldEvents(events: readonly SubscriptionEvent[]): SubscriptionState | null {
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.occurredAt.getTime() - b.event.occurredAt.getTime() || a.index - b.index);
  let state: SubscriptionState | null = null;
  for (const { event } of ordered) {
    const result = transition(state, event);
    if (result.applied) state = result.next;
  }
  return state;
}
