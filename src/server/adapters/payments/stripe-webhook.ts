// A Stripe webhook delivery, verified on the raw body with the endpoint's signing secret and read
// as the subscription change it carries (stripe-events.ts).
import type { IncomingHttpHeaders } from 'node:http';
import type Stripe from 'stripe';
import { type WebhookEvent, WebhookRefusedError } from './payment-adapter';
import { effectOfStripeEvent, type Metadata } from './stripe-events';

export function parseStripeWebhook(stripe: Stripe, webhookSecret: string, rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent[] {
  const signature = headers['stripe-signature'];
  if (typeof signature !== 'string') throw new WebhookRefusedError('missing stripe-signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
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
}
