// A normalised subscription event as stored in payment_events.effect (JSON: times as ISO strings).
import { z } from 'zod';
import { PAYMENT_PROVIDERS, PLANS, SUBSCRIPTION_STATUSES } from '../../../shared/contracts/payments';
import type { SubscriptionEvent } from '../../adapters/payments/subscription-events';

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
  };
}

/** Text PostgreSQL can store and our columns expect: 1-255 characters, no NUL, no lone surrogate. */
// The NUL is the point: PostgreSQL text cannot hold it.
// eslint-disable-next-line no-control-regex
const STORABLE_TEXT = /^[^\u0000\uD800-\uDFFF]{1,255}$/u;
export const isStorableText = (value: unknown): value is string => typeof value === 'string' && STORABLE_TEXT.test(value);

export const isValidTime = (value: unknown): value is Date => value instanceof Date && Number.isFinite(value.getTime());

/**
 * Whether an authenticated event's effect can be stored and replayed: every id is text, every time
 * a real time, every status and plan one of ours. A provider's adapter reads events through loose
 * shapes; this is the one strict gate before the ledger.
 */
export function isStorableEffect(event: SubscriptionEvent): boolean {
  const parsed = storedEffect.safeParse(encodeEffect(event));
  if (!parsed.success) return false;
  const { providerSubscriptionId, userId, providerCustomerId } = parsed.data.subscription;
  return (
    isStorableText(providerSubscriptionId) && isStorableText(userId) && (providerCustomerId == null || isStorableText(providerCustomerId))
  );
}

const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;
// JSON.stringify escapes only lone surrogates; paired ones (emoji) are written as they are.
const ESCAPED_SURROGATE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi;

/**
 * A provider's payload as jsonb can hold it: PostgreSQL refuses U+0000 and lone surrogates in
 * jsonb, and one such character in a customer's name must not make an event unstorable (a 500,
 * retried by the provider for days). They become U+FFFD; everything else is kept as sent.
 */
export function storableJson(value: unknown): unknown {
  const text = JSON.stringify(value);
  if (text === undefined) return null;
  return JSON.parse(text.replace(ESCAPED_NUL, '$1\\ufffd').replace(ESCAPED_SURROGATE, '$1\\ufffd'));
}
