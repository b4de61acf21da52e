// The sandbox provider: no keys, no network. Its checkout page is ours (/sandbox/checkout/:id);
// the page's outcome is turned into HMAC-signed webhook events that are POSTed to the same
// /api/payments/webhooks/:provider route Stripe uses, so development, demos and browser tests walk
// the real path: signature check, ledger, state machine. Its own side of a session (the outcome
// and the subscription it created) lives in checkout_sessions.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PLANS, SUBSCRIPTION_STATUSES } from '../../../shared/contracts/payments';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import type { SubscriptionChange, SubscriptionEvent } from './subscription-events';
import { oneMonthAfter, type PaymentAdapter, type WebhookEvent, WebhookRefusedError } from './payment-adapter';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A signed delivery older than this is refused (a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SandboxEventType =
  | 'checkout.session.completed'
  | 'checkout.session.declined'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted';

const sandboxEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  /** Milliseconds since the epoch, when the sandbox created the event. */
  created: z.number().int().nonnegative(),
  data: z.object({
    subscriptionId: z.string().min(1).max(255).optional(),
    userId: z.string().min(1).max(255),
    plan: z.enum(PLANS),
    periodEnd: z.iso.datetime().nullable().optional(),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    cancelAtPeriodEnd: z.boolean().optional(),
    checkoutId: z.string().max(255).optional(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEvent>;

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

/** Posts a signed event to our own webhook route; throws when it was not accepted (2xx). */
export type SandboxDeliver = (delivery: SignedDelivery) => Promise<void>;

export interface SandboxAdapter extends PaymentAdapter {
  /** Builds, signs and delivers one event to the webhook route. */
  send(type: SandboxEventType, data: SandboxEvent['data'], created?: Date): Promise<SandboxEvent>;
  sign(event: SandboxEvent, signedAt?: Date): SignedDelivery;
}

function hmac(secret: string, signedAtSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${signedAtSeconds}.${body}`).digest('hex');
}

function verifySignature(secret: string, header: string | string[] | undefined, body: string, now: Date): void {
  if (typeof header !== 'string') throw new WebhookRefusedError('missing signature');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const signedAt = Number(parts.t);
  if (!Number.isInteger(signedAt) || typeof parts.v1 !== 'string') throw new WebhookRefusedError('malformed signature');
  if (Math.abs(now.getTime() / 1000 - signedAt) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookRefusedError('signature too old');
  const expected = Buffer.from(hmac(secret, signedAt, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookRefusedError('bad signature');
}

function changeOf(event: SandboxEvent): SubscriptionChange | null {
  const periodEnd = event.data.periodEnd ? new Date(event.data.periodEnd) : null;
  switch (event.type as SandboxEventType) {
    case 'checkout.session.completed':
      return { kind: 'checkout_completed', periodEnd };
    case 'invoice.paid':
      return { kind: 'invoice_paid', periodEnd };
    case 'invoice.payment_failed':
      return { kind: 'invoice_payment_failed' };
    case 'customer.subscription.updated':
      if (!event.data.status) return null;
      return {
        kind: 'subscription_updated',
        status: event.data.status,
        periodEnd,
        cancelAtPeriodEnd: event.data.cancelAtPeriodEnd ?? false,
      };
    case 'customer.subscription.deleted':
      return { kind: 'subscription_deleted' };
    default:
      // checkout.session.declined and anything else: kept in the ledger, changes nothing.
      return null;
  }
}

function toWebhookEvent(event: SandboxEvent): WebhookEvent {
  const change = changeOf(event);
  const occurredAt = new Date(event.created);
  const { subscriptionId, userId, plan } = event.data;
  return {
    eventId: event.id,
    type: event.type,
    occurredAt,
    payload: event,
    userId,
    effect:
      change && subscriptionId
        ? { occurredAt, change, subscription: { provider: 'sandbox', providerSubscriptionId: subscriptionId, userId, plan } }
        : null,
  };
}

export function createSandboxAdapter(options: {
  db: Database;
  secret: string;
  publicOrigin: string;
  deliver: SandboxDeliver;
  now?: () => Date;
}): SandboxAdapter {
  const now = options.now ?? (() => new Date());
  const sign = (event: SandboxEvent, signedAt = now()): SignedDelivery => {
    const body = JSON.stringify(event);
    const seconds = Math.floor(signedAt.getTime() / 1000);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${seconds},v1=${hmac(options.secret, seconds, body)}`,
      },
    };
  };
  const send: SandboxAdapter['send'] = async (type, data, created = now()) => {
    const event: SandboxEvent = { id: `evt_sandbox_${randomUUID()}`, type, created: created.getTime(), data };
    await options.deliver(sign(event));
    return event;
  };

  return {
    provider: 'sandbox',
    sign,
    send,
    async createCheckout({ checkoutId }) {
      return { url: new URL(`/sandbox/checkout/${checkoutId}`, options.publicOrigin).toString(), providerSessionId: checkoutId };
    },
    async parseWebhook(rawBody, headers: IncomingHttpHeaders) {
      const body = rawBody.toString('utf8');
      verifySignature(options.secret, headers[SANDBOX_SIGNATURE_HEADER], body, now());
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new WebhookRefusedError('body is not JSON');
      }
      const parsed = sandboxEvent.safeParse(json);
      if (!parsed.success) throw new WebhookRefusedError('body is not a sandbox event');
      return [toWebhookEvent(parsed.data)];
    },
    async verifyPayment({ providerSessionId, userId, plan }): Promise<SubscriptionEvent | null> {
      const [session] = await options.db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, providerSessionId), eq(checkoutSessions.provider, 'sandbox')));
      if (!session || session.userId !== userId || session.plan !== plan) return null;
      if (session.status !== 'completed' || !session.providerSubscriptionId || !session.completedAt) return null;
      return {
        occurredAt: session.completedAt,
        subscription: { provider: 'sandbox', providerSubscriptionId: session.providerSubscriptionId, userId, plan },
        change: { kind: 'checkout_completed', periodEnd: oneMonthAfter(session.completedAt) },
      };
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      // The sandbox answers as Stripe would: with a customer.subscription.updated webhook.
      await send('customer.subscription.updated', {
        subscriptionId: subscription.providerSubscriptionId,
        userId: subscription.userId,
        plan: subscription.plan,
        status: subscription.status,
        periodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: cancel,
      });
      return null;
    },
    async cancelNow({ providerSubscriptionId, userId, plan }) {
      // Nothing to stop charging; the cancellation is recorded as Stripe would send it.
      await send('customer.subscription.deleted', { subscriptionId: providerSubscriptionId, userId, plan });
    },
  };
}
