// PayPal: REST through the server, with PayPal *subscriptions* (a billing plan per product plan)
// rather than monthly orders, so renewals, failures and cancellations reach us as webhooks like
// Stripe's. Nothing is granted before PayPal itself confirms: the member's return is checked
// with GET /v1/billing/subscriptions/:id, and every webhook with PayPal's
// verify-webhook-signature API before it is stored. PayPal cannot schedule a cancellation, so
// "cancel at period end" suspends the subscription (no more charges) and "resume" reactivates it.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type Plan, PLANS, type SubscriptionStatus } from '../../../shared/contracts/payments';
import type { SubscriptionChange, SubscriptionEvent, SubscriptionRef } from './subscription-events';
import {
  type PaymentAdapter,
  PaymentProviderUnavailableError,
  ProviderSubscriptionUnknownError,
  type WebhookEvent,
  WebhookRefusedError,
} from './payment-adapter';

/** How long one call to PayPal may take: a hung PayPal must not hang the member's request. */
const PAYPAL_TIMEOUT_MS = 20_000;

/** A PayPal answer we did not expect (4xx): our bug or a state to handle, not an outage. */
class PaypalRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaypalRefusedError';
  }
}

export interface PaypalAdapterOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  planIds: Record<Plan, string>;
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

interface PaypalSubscription {
  id: string;
  status: string;
  custom_id?: string;
  plan_id?: string;
  billing_info?: { next_billing_time?: string };
  subscriber?: { payer_id?: string };
  links?: { rel: string; href: string }[];
}

interface PaypalEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource: Record<string, unknown>;
}

/** custom_id carries "<member id>:<plan>", set when the subscription is created. */
function parseCustomId(customId: unknown): { userId: string; plan: Plan } | null {
  if (typeof customId !== 'string') return null;
  const separator = customId.lastIndexOf(':');
  const userId = customId.slice(0, separator);
  const plan = customId.slice(separator + 1);
  return separator > 0 && (PLANS as readonly string[]).includes(plan) ? { userId, plan: plan as Plan } : null;
}

function refOf(subscription: PaypalSubscription): SubscriptionRef | null {
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

function snapshotChange(subscription: PaypalSubscription): Extract<SubscriptionChange, { kind: 'subscription_updated' }> | null {
  // Own keys only: a status of "constructor" or "__proto__" must not find Object's.
  const mapped = Object.hasOwn(STATUS, subscription.status) ? STATUS[subscription.status] : undefined;
  if (!mapped) return null; // APPROVAL_PENDING, APPROVED: nothing paid yet
  const next = subscription.billing_info?.next_billing_time;
  return { kind: 'subscription_updated', ...mapped, periodEnd: next && mapped.status === 'active' ? new Date(next) : null };
}

export function createPaypalAdapter(options: PaypalAdapterOptions): PaymentAdapter {
  const request = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | null = null;

  /** One HTTP call to PayPal; no answer at all (network, timeout) is an outage. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await request(url, { ...init, signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentProviderUnavailableError('paypal', `no answer from ${new URL(url).pathname}`, { cause: error });
    }
  }

  /** The body of a 2xx answer; a connection cut while reading it is an outage too. */
  async function readJson(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new PaymentProviderUnavailableError('paypal', 'the answer was cut or not JSON', { cause: error });
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await send(`${options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    // Refused credentials leave every member unable to pay: an outage for them, an alert for us.
    if (!response.ok) throw new PaymentProviderUnavailableError('paypal', `PayPal refused our credentials (${response.status})`);
    const body = (await readJson(response)) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function api<T>(method: 'GET' | 'POST', path: string, body?: string, requestId?: string): Promise<T> {
    const response = await send(`${options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        // PayPal's idempotency key: a retried POST is answered, not repeated.
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body,
    });
    if (response.status >= 500 || response.status === 429 || response.status === 401) {
      throw new PaymentProviderUnavailableError('paypal', `PayPal answered ${response.status} to ${method} ${path}`);
    }
    if (!response.ok) throw new PaypalRefusedError(response.status, `PayPal answered ${response.status} to ${method} ${path}`);
    return (response.status === 204 ? undefined : await readJson(response)) as T;
  }

  const getSubscription = (id: string) => api<PaypalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);

  async function effectOf(event: PaypalEvent): Promise<SubscriptionEvent | null> {
    const occurredAt = new Date(event.create_time);
    if (event.event_type.startsWith('BILLING.SUBSCRIPTION.') && event.event_type !== 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') {
      const subscription = event.resource as unknown as PaypalSubscription;
      const ref = refOf(subscription);
      const change = snapshotChange(subscription);
      return ref && change ? { occurredAt, subscription: ref, change } : null;
    }
    const subscriptionId =
      event.event_type === 'PAYMENT.SALE.COMPLETED'
        ? event.resource.billing_agreement_id
        : event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'
          ? event.resource.id
          : null;
    if (typeof subscriptionId !== 'string') return null;
    // A sale names only the subscription: the member, plan and new period come from PayPal.
    const subscription = await getSubscription(subscriptionId);
    const ref = refOf(subscription);
    if (!ref) return null;
    if (event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED')
      return { occurredAt, subscription: ref, change: { kind: 'invoice_payment_failed' } };
    const next = subscription.billing_info?.next_billing_time;
    return { occurredAt, subscription: ref, change: { kind: 'invoice_paid', periodEnd: next ? new Date(next) : null } };
  }

  return {
    provider: 'paypal',
    async createCheckout({ checkoutId, member, plan, successUrl, cancelUrl }) {
      const created = await api<PaypalSubscription>(
        'POST',
        '/v1/billing/subscriptions',
        JSON.stringify({
          plan_id: options.planIds[plan],
          custom_id: `${member.id}:${plan}`,
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
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookEvent[]> {
      const header = (name: string) => {
        const value = headers[name];
        if (typeof value !== 'string') throw new WebhookRefusedError(`missing ${name}`);
        return value;
      };
      const body = rawBody.toString('utf8');
      let event: PaypalEvent;
      try {
        event = JSON.parse(body) as PaypalEvent;
      } catch {
        throw new WebhookRefusedError('body is not JSON');
      }
      if (
        typeof event?.id !== 'string' ||
        typeof event.event_type !== 'string' ||
        typeof event.resource !== 'object' ||
        event.resource === null
      ) {
        throw new WebhookRefusedError('body is not a PayPal event');
      }
      // The event goes back to PayPal as the exact bytes we received, spliced in unparsed.
      const verification = await api<{ verification_status: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        `{"auth_algo":${JSON.stringify(header('paypal-auth-algo'))},"cert_url":${JSON.stringify(header('paypal-cert-url'))},` +
          `"transmission_id":${JSON.stringify(header('paypal-transmission-id'))},"transmission_sig":${JSON.stringify(header('paypal-transmission-sig'))},` +
          `"transmission_time":${JSON.stringify(header('paypal-transmission-time'))},"webhook_id":${JSON.stringify(options.webhookId)},"webhook_event":${body}}`,
      ).catch((error: unknown) => {
        // PayPal calling the delivery's headers malformed is a refusal, not our failure.
        if (error instanceof PaypalRefusedError) throw new WebhookRefusedError(`PayPal refused to verify (${error.status})`);
        throw error;
      });
      if (verification.verification_status !== 'SUCCESS') throw new WebhookRefusedError('PayPal did not verify the signature');
      let effect: SubscriptionEvent | null;
      try {
        effect = await effectOf(event);
      } catch (error) {
        // Verified by PayPal, so well-formed in practice; a shape we do not expect, or a
        // subscription PayPal itself does not know, is a refusal, never a crash.
        if (error instanceof TypeError) throw new WebhookRefusedError(`malformed PayPal event: ${error.message}`);
        if (error instanceof PaypalRefusedError)
          throw new WebhookRefusedError(`PayPal does not know the event's subscription (${error.status})`);
        throw error;
      }
      const custom = parseCustomId(event.resource.custom_id);
      return [
        {
          eventId: event.id,
          type: event.event_type,
          occurredAt: new Date(event.create_time),
          payload: event,
          userId: effect?.subscription.userId ?? custom?.userId ?? null,
          effect,
        },
      ];
    },

    async verifyPayment({ providerSessionId, userId, plan }) {
      const subscription = await getSubscription(providerSessionId);
      const ref = refOf(subscription);
      const change = snapshotChange(subscription);
      if (!ref || ref.userId !== userId || ref.plan !== plan || !change || change.status !== 'active') return null;
      return { occurredAt: now(), subscription: ref, change };
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(subscription.providerSubscriptionId)}/${cancel ? 'suspend' : 'activate'}`;
      try {
        await api(
          'POST',
          path,
          JSON.stringify({ reason: cancel ? 'Cancelled by the member' : 'Resumed by the member' }),
          `${cancel ? 'suspend' : 'activate'}-${subscription.providerSubscriptionId}-${subscription.lastEventAt.getTime()}`,
        );
      } catch (error) {
        if (error instanceof PaypalRefusedError && error.status === 404) {
          throw new ProviderSubscriptionUnknownError('paypal', subscription.providerSubscriptionId, { cause: error });
        }
        throw error;
      }
      const updated = await getSubscription(subscription.providerSubscriptionId);
      const ref = refOf(updated);
      const change = snapshotChange(updated);
      // Keep the paid period PayPal no longer reports for a suspended subscription.
      if (change && change.periodEnd === null) change.periodEnd = subscription.currentPeriodEnd;
      return ref && change ? { occurredAt: now(), subscription: ref, change } : null;
    },

    async cancelNow({ providerSubscriptionId }) {
      const id = encodeURIComponent(providerSubscriptionId);
      try {
        // One request id per attempt: PayPal answers a repeated id with its first answer, and the
        // member's next try after an outage must really ask again.
        const requestId = `cancel-now-${providerSubscriptionId}-${randomUUID()}`;
        await api(
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
        if (error.status === 422 && ['CANCELLED', 'EXPIRED'].includes((await getSubscription(providerSubscriptionId)).status)) return;
        throw error;
      }
    },
  };
}
