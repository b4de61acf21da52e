// A PayPal webhook delivery: parsed, verified by PayPal's verify-webhook-signature API (nothing
// is stored before PayPal itself vouches for it) and read as the subscription change it carries.
import type { IncomingHttpHeaders } from 'node:http';
import type { SubscriptionEvent } from './subscription-events';
import { type WebhookEvent, WebhookRefusedError } from './payment-adapter';
import { type PaypalApi, PaypalRefusedError } from './paypal-api';
import { type PaypalSubscription, parseCustomId, refOf, snapshotChange } from './paypal-subscription';

interface PaypalEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource: Record<string, unknown>;
}

/** The delivery's body as an event, or a refusal. */
function parseEvent(body: string): PaypalEvent {
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
  return event;
}

/** Asks PayPal whether it sent this delivery; anything but its SUCCESS is a refusal. */
async function verifySignature(api: PaypalApi, webhookId: string, body: string, headers: IncomingHttpHeaders): Promise<void> {
  const header = (name: string) => {
    const value = headers[name];
    if (typeof value !== 'string') throw new WebhookRefusedError(`missing ${name}`);
    return JSON.stringify(value);
  };
  // The event goes back to PayPal as the exact bytes we received, spliced in unparsed.
  const verification = await api
    .call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      `{"auth_algo":${header('paypal-auth-algo')},"cert_url":${header('paypal-cert-url')},` +
        `"transmission_id":${header('paypal-transmission-id')},"transmission_sig":${header('paypal-transmission-sig')},` +
        `"transmission_time":${header('paypal-transmission-time')},"webhook_id":${JSON.stringify(webhookId)},"webhook_event":${body}}`,
    )
    .catch((error: unknown) => {
      // PayPal calling the delivery's headers malformed is a refusal, not our failure.
      if (error instanceof PaypalRefusedError) throw new WebhookRefusedError(`PayPal refused to verify (${error.status})`);
      throw error;
    });
  if (verification.verification_status !== 'SUCCESS') throw new WebhookRefusedError('PayPal did not verify the signature');
}

/** The subscription change an event carries, or null for the events we do not use. */
async function effectOf(api: PaypalApi, event: PaypalEvent): Promise<SubscriptionEvent | null> {
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
  const subscription = await api.getSubscription(subscriptionId);
  const ref = refOf(subscription);
  if (!ref) return null;
  if (event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED')
    return { occurredAt, subscription: ref, change: { kind: 'invoice_payment_failed' } };
  const next = subscription.billing_info?.next_billing_time;
  return { occurredAt, subscription: ref, change: { kind: 'invoice_paid', periodEnd: next ? new Date(next) : null } };
}

export async function parsePaypalWebhook(
  api: PaypalApi,
  webhookId: string,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<WebhookEvent[]> {
  const body = rawBody.toString('utf8');
  const event = parseEvent(body);
  await verifySignature(api, webhookId, body, headers);
  let effect: SubscriptionEvent | null;
  try {
    effect = await effectOf(api, event);
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
}
