// A local stand-in for the Stripe API, so tests drive the real `stripe` SDK over real HTTP: the
// few endpoints the adapter calls, form-encoded bodies as Stripe reads them, and idempotency keys
// honoured (a repeated key gets the first answer).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../../../test/read-body';

export interface FakeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; current_period_end: number }[] };
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: string;
  payment_status: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  baseUrl: string;
  requests: FakeRequest[];
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** An outage while set: every request is answered 500, or its connection closed unanswered. */
  outage: 'error' | 'close' | null;
  /** What Stripe does when the customer pays on the hosted page: a subscription, the session complete. */
  pay(sessionId: string, periodEnd: Date): FakeSubscription;
  close(): Promise<void>;
}

/** `metadata[plan]=basic` -> metadata.plan; enough nesting for the fields the adapter sends. */
function metadataOf(form: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`));
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${(counter += 1)}`;

  function route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: form.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        customer: null,
        customer_email: form.customer_email ?? null,
        subscription: null,
        metadata: metadataOf(form, 'metadata'),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout session' } } };
      const wantsSubscription = Object.entries(form).some(([key, value]) => key.startsWith('expand') && value === 'subscription');
      const expanded = wantsSubscription && session.subscription ? subscriptions.get(session.subscription) : null;
      return { status: 200, body: { ...session, subscription: expanded ?? session.subscription } };
    }
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such subscription' } } };
      if (method === 'POST' && form.cancel_at_period_end) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      if (method === 'DELETE' && subscription.status === 'canceled') {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This subscription has already been canceled.' } } };
      }
      if (method === 'DELETE') Object.assign(subscription, { status: 'canceled', cancel_at_period_end: false });
      return { status: 200, body: subscription };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = (await readBody(request)).toString('utf8');
    const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : raw));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form, idempotencyKey });
    if (fake.outage === 'close') {
      request.socket.destroy();
      return;
    }
    if (fake.outage === 'error') {
      const failure = { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
      // Stripe keeps the answer to an idempotency key once the request began to run, a 500
      // included, and replays it to every retry with that key for a day.
      if (idempotencyKey && !answered.has(idempotencyKey)) answered.set(idempotencyKey, failure);
      // Told not to retry, so a test of the outage does not wait out the SDK's back-off.
      response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      response.end(JSON.stringify(failure.body));
      return;
    }
    const replay = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    const result = replay ?? route(request.method ?? 'GET', url.pathname, form);
    if (idempotencyKey && !replay) answered.set(idempotencyKey, result);
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    outage: null,
    pay(sessionId, periodEnd) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      const subscription: FakeSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer: nextId('cus'),
        status: 'active',
        cancel_at_period_end: false,
        metadata: { ...session.metadata },
        items: { object: 'list', data: [{ id: nextId('si'), current_period_end: Math.floor(periodEnd.getTime() / 1000) }] },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        customer: subscription.customer,
      });
      return subscription;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
