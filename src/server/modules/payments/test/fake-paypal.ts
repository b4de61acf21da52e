// A local stand-in for PayPal's REST API: OAuth, billing subscriptions (create, get, suspend,
// activate, cancel) and webhook signature verification, with PayPal-Request-Id honoured. A webhook
// "signature" is valid when it reads `valid-<event id>` and names the configured webhook.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../../../test/read-body';

export interface FakePaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id: string;
  subscriber: { email_address: string; payer_id?: string };
  billing_info?: { next_billing_time?: string };
  links: { rel: string; href: string }[];
}

export interface FakePaypalRequest {
  method: string;
  path: string;
  body: string;
  requestId: string | undefined;
}

export interface FakePaypal {
  baseUrl: string;
  requests: FakePaypalRequest[];
  subscriptions: Map<string, FakePaypalSubscription>;
  /** An outage while set: every request is answered 503, or its connection closed unanswered. */
  outage: 'error' | 'close' | null;
  /** The member approves on PayPal's page and the first payment succeeds. */
  approve(id: string, nextBilling: Date): FakePaypalSubscription;
  close(): Promise<void>;
}

export async function startFakePaypal(credentials: { clientId: string; clientSecret: string; webhookId: string }): Promise<FakePaypal> {
  const requests: FakePaypalRequest[] = [];
  const subscriptions = new Map<string, FakePaypalSubscription>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;

  function route(method: string, path: string, raw: string, authorization: string | undefined): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      return authorization === expected
        ? { status: 200, body: { access_token: 'A21-fake-token', expires_in: 32400 } }
        : { status: 401, body: { error: 'invalid_client' } };
    }
    if (authorization !== 'Bearer A21-fake-token') return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      const input = JSON.parse(raw) as { plan_id: string; custom_id: string; subscriber: { email_address: string } };
      const id = `I-FAKE${(counter += 1)}`;
      const subscription: FakePaypalSubscription = {
        id,
        status: 'APPROVAL_PENDING',
        plan_id: input.plan_id,
        custom_id: input.custom_id,
        subscriber: input.subscriber,
        links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${id}` }],
      };
      subscriptions.set(id, subscription);
      return { status: 201, body: subscription };
    }
    const match = path.match(/^\/v1\/billing\/subscriptions\/([\w-]+)(?:\/(suspend|activate|cancel))?$/);
    if (match) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (method === 'POST' && match[2] === 'cancel') {
        // As PayPal: an ended subscription cannot be cancelled again.
        if (['CANCELLED', 'EXPIRED'].includes(subscription.status))
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] } };
        subscription.status = 'CANCELLED';
        return { status: 204, body: undefined };
      }
      if (method === 'POST' && match[2] === 'suspend') subscription.status = 'SUSPENDED';
      if (method === 'POST' && match[2] === 'activate') subscription.status = 'ACTIVE';
      if (method === 'POST') return { status: 204, body: undefined };
      // A suspended subscription has no next billing time, as at PayPal.
      return { status: 200, body: subscription.status === 'SUSPENDED' ? { ...subscription, billing_info: {} } : subscription };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const input = JSON.parse(raw) as { transmission_sig: string; webhook_id: string; webhook_event: { id: string } };
      const valid = input.webhook_id === credentials.webhookId && input.transmission_sig === `valid-${input.webhook_event.id}`;
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'NOT_FOUND' } };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = (await readBody(request)).toString('utf8');
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, requestId });
    if (fake.outage === 'close') {
      request.socket.destroy();
      return;
    }
    if (fake.outage === 'error') {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name: 'SERVICE_UNAVAILABLE' }));
      return;
    }
    const replay = requestId ? answered.get(requestId) : undefined;
    const result = replay ?? route(request.method ?? 'GET', url.pathname, body, request.headers.authorization);
    if (requestId && !replay) answered.set(requestId, result);
    response.writeHead(result.status, { 'content-type': 'application/json' });
    response.end(result.body === undefined ? '' : JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePaypal = {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    outage: null,
    approve(id, nextBilling) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`No fake PayPal subscription ${id}`);
      Object.assign(subscription, { status: 'ACTIVE', billing_info: { next_billing_time: nextBilling.toISOString() } });
      subscription.subscriber.payer_id = 'PAYER1';
      return subscription;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
