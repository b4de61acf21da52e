import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { WebhookRefusedError } from './payment-adapter';
import { createSandboxAdapter, type SandboxEvent } from './sandbox';

const SECRET = 'a-sandbox-secret-for-this-test-only-000';
const NOW = new Date('2026-03-01T12:00:00Z');
const adapter = (secret = SECRET, now = NOW) =>
  createSandboxAdapter({ db: {} as Database, secret, publicOrigin: 'https://sahelhearts.test', deliver: async () => {}, now: () => now });
const event: SandboxEvent = {
  id: 'evt_sandbox_1',
  type: 'invoice.paid',
  created: NOW.getTime(),
  data: { subscriptionId: 'sub_sandbox_1', userId: 'u1', plan: 'basic', periodEnd: '2026-04-01T12:00:00.000Z' },
};
const parse = (body: string, headers: Record<string, string>, receiver = adapter()) => receiver.parseWebhook(Buffer.from(body), headers);

describe('sandbox provider', () => {
  it('points its checkout at our own page', async () => {
    const created = await adapter().createCheckout({
      checkoutId: 'chk_1',
      member: { id: 'u1', email: 'a@example.org' },
      plan: 'basic',
      successUrl: 'x',
      cancelUrl: 'y',
    });
    expect(created).toEqual({ url: 'https://sahelhearts.test/sandbox/checkout/chk_1', providerSessionId: 'chk_1' });
  });

  it('reads a signed event into the normalised change', async () => {
    const { body, headers } = adapter().sign(event);
    const [parsed] = await parse(body, headers);
    expect(parsed).toMatchObject({
      eventId: 'evt_sandbox_1',
      type: 'invoice.paid',
      userId: 'u1',
      effect: {
        occurredAt: NOW,
        subscription: { provider: 'sandbox', providerSubscriptionId: 'sub_sandbox_1', userId: 'u1', plan: 'basic' },
        change: { kind: 'invoice_paid', periodEnd: new Date('2026-04-01T12:00:00.000Z') },
      },
    });
  });

  it('refuses another secret, changed bytes, a missing or malformed header and an old signature', async () => {
    const { body, headers } = adapter().sign(event);
    const refusals = [
      parse(body, adapter('another-secret-of-thirty-two-characters!').sign(event).headers),
      parse(body.replace('"u1"', '"u2"'), headers),
      parse(body, {}),
      parse(body, { 'sandbox-signature': 'v1=abc' }),
      parse(body, headers, adapter(SECRET, new Date(NOW.getTime() + 6 * 60_000))),
      parse('not json', adapter().sign(event).headers),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toBeInstanceOf(WebhookRefusedError);
  });
});
