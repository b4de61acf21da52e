// A normalised subscription event as stored in payment_events.effect (JSON: times as ISO strings).
import { z } from 'zod';
import { PAYMENT_PROVIDERS, PLANS, SUBSCRIPTION_STATUSES } from '../../../shared/contracts/payments';
import type { SubscriptionEvent } from './subscription-state';

const isoTime = z.iso.datetime({ offset: true });
const nullableTime = isoTime.nullable();

const storedEffect = z.object({
  occurredAt: isoTime,
  subscription: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    providerSubscriptionId: z.string(),
    userId: z.string(),
    plan: z.enum(PLANS),
    providerCustomerId: z.string().nullable().optional(),
  }),
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('checkout_completed'), periodEnd: nullableTime }),
    z.object({ kind: z.literal('invoice_paid'), periodEnd: nullableTime }),
    z.object({ kind: z.literal('invoice_payment_failed') }),
    z.object({
      kind: z.literal('subscription_updated'),
      status: z.enum(SUBSCRIPTION_STATUSES),
      periodEnd: nullableTime,
      cancelAtPeriodEnd: z.boolean(),
    }),
    z.object({ kind: z.literal('subscription_deleted') }),
  ]),
});

export function encodeEffect(event: SubscriptionEvent): unknown {
  // JSON.stringify writes Dates as ISO strings; parse gives back a plain JSON value for jsonb.
  return JSON.parse(JSON.stringify(event));
}

export function decodeEffect(value: unknown): SubscriptionEvent {
  const stored = storedEffect.parse(value);
  const time = (iso: string | null) => (iso === null ? null : new Date(iso));
  const change = stored.change;
  return {
    occurredAt: new Date(stored.occurredAt),
    subscription: stored.subscription,
    change: 'periodEnd' in change ? { ...change, periodEnd: time(change.periodEnd) } : change,
  } as SubscriptionEvent;
}
