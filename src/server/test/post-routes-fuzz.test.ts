// Random bodies on every public POST route, and on every payment route (as a subscribed member,
// and on the provider webhook with random bodies, headers and signatures), must only ever meet a
// 4xx or a success (docs/targets.md T2). A seeded generator keeps a failure reproducible: the seed is
// in the assertion message. A real database failure is not in the fuzz.
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from '../config/payments';
import { type FakePaypal, startFakePaypal } from '../modules/payments/test/fake-paypal';
import { type FakeStripe, startFakeStripe } from '../modules/payments/test/fake-stripe';
import { signedInMember } from './accounts';
import { SITE_ORIGIN } from './site';
import { createTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { createRandom, mutateValid, type Random, randomObject, randomRequest, randomString } from './fuzz-bodies';

/** A valid body per route: mutating one or two of its fields reaches the database with odd text. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/contact': { name: 'Amina', email: 'amina@example.com', subject: 'Hello', message: 'Salaam', language: 'sw' },
  '/api/page-views': { path: '/events', language: 'am', referrerHost: 'example.com' },
  '/api/client-errors': {
    message: 'TypeError',
    stack: 'at x',
    componentStack: 'at Y',
    timestamp: '2026-03-10T18:22:05.120Z',
    userAgent: 'Mozilla/5.0',
    url: 'https://sahelhearts.com/',
    boundary: 'root',
  },
};

const ITERATIONS_PER_ROUTE = 120;
// Each fuzz test sends its requests one after another: CPU-bound work that a machine busy with
// other work (four CPU hogs in docs/benchmarks.md, C1) stretched past the usual 30 s.
const FUZZ_TIMEOUT_MS = 120_000;

describe.each(testDatabases())('fuzzing the POST routes on $name', (testDatabase) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(testDatabase, { CONTACT_RATE_LIMIT_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(Object.entries(VALID_BODIES))(
    '%s never answers 5xx',
    async (url, valid) => {
      const seed = Math.floor(Math.random() * 2 ** 32);
      const random = createRandom(seed);
      let stored = 0;
      for (let iteration = 0; iteration < ITERATIONS_PER_ROUTE; iteration += 1) {
        const { payload, contentType } = randomRequest(random, valid);
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType },
          payload,
          // A fresh address each time keeps the rate limits out of the way.
          remoteAddress: `10.${random.int(256)}.${random.int(256)}.${random.int(256)}`,
        });
        const context = `seed ${seed}, iteration ${iteration}, body ${payload.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) expect(ERROR_CODES, context).toContain(response.json().code);
        else stored += 1;
      }
      // Some bodies must get through, or the fuzzing never reached the database.
      expect(stored, `seed ${seed}`).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});

// ---- The payment routes -------------------------------------------------------------------

const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz';
const PAYPAL = { clientId: 'fuzz-client', clientSecret: 'fuzz-secret', webhookId: 'WH-FUZZ' };
const PAYMENT_ITERATIONS = 60;

/** A valid body per member payment route (its path parameters are fuzzed too). */
const PAYMENT_BODIES: Record<string, Record<string, unknown>> = {
  '/api/payments/checkout': { plan: 'premium', provider: 'sandbox' },
  '/api/payments/confirm': { provider: 'sandbox', sessionId: 'chk_00000000-0000-0000-0000-000000000000' },
  '/api/payments/subscription/cancel': { plan: 'basic' },
  '/api/payments/subscription/resume': { plan: 'basic' },
  '/api/payments/sandbox/:sessionId/:outcome': {},
  '/api/payments/sandbox/subscription/:billingEvent': { plan: 'premium' },
};
const PARAM_VALUES: Record<string, readonly string[]> = {
  outcome: ['complete', 'decline', 'cancel'],
  billingEvent: ['renew', 'fail', 'lapse'],
  sessionId: ['chk_00000000-0000-0000-0000-000000000000', 'subscription'],
  provider: ['stripe', 'paypal', 'sandbox'],
};

/** A path parameter: usually a meaningful value, often junk; always a well-formed URL. */
function randomParam(random: Random, name: string): string {
  const value = random.next() < 0.5 ? random.pick(PARAM_VALUES[name] ?? ['x']) : randomString(random).slice(0, random.pick([5, 300]));
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
const fillParams = (random: Random, pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => randomParam(random, name));

const WEBHOOK_HEADER_NAMES = [
  'stripe-signature',
  'sandbox-signature',
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
];

/** Header values: plausible signature shapes, junk, and nothing at all. */
function randomHeaders(random: Random): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const shapes = [
    `t=${now},v1=${'a'.repeat(64)}`,
    `t=${now},v1=zz`,
    't=,v1=',
    `t=${now - 100_000},v1=${'0'.repeat(64)}`,
    'v1',
    ',,,=,=',
    'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
    'SHA256withRSA',
  ];
  const headers: Record<string, string> = {};
  for (const name of WEBHOOK_HEADER_NAMES) {
    if (random.next() < 0.6)
      headers[name] =
        random.next() < 0.6
          ? random.pick(shapes)
          : randomString(random)
              .replace(/[^\x20-\x7e]/g, 'x')
              .slice(0, 500);
  }
  return headers;
}

describe.each(testDatabases())('fuzzing the payment routes on $name', (testDatabase) => {
  let testApp: TestApp;
  let fakeStripe: FakeStripe;
  let fakePaypal: FakePaypal;
  let member: string;
  const stripe = new Stripe('sk_test_signing_only');
  /** The sandbox's signature over any body (its adapter signs only well-formed events). */
  const signSandbox = (body: string) => {
    const seconds = Math.floor(Date.now() / 1000);
    return `t=${seconds},v1=${createHmac('sha256', DEVELOPMENT_SANDBOX_WEBHOOK_SECRET).update(`${seconds}.${body}`).digest('hex')}`;
  };

  beforeAll(async () => {
    fakeStripe = await startFakeStripe();
    fakePaypal = await startFakePaypal(PAYPAL);
    testApp = await createTestApp(testDatabase, {
      AUTH_RATE_LIMIT_PER_HOUR: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000',
      PAYMENT_PROVIDERS: 'stripe,paypal,sandbox',
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: fakeStripe.baseUrl,
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_PLAN_BASIC: 'P-BASIC',
      PAYPAL_PLAN_PREMIUM: 'P-PREMIUM',
      PAYPAL_API_BASE_URL: fakePaypal.baseUrl,
    });
    // A subscribed member, so cancel, resume, Premium and the billing cycle have something to act on.
    member = await signedInMember(testApp.app, testApp.database.db, 'fuzz@example.org');
    const headers = { cookie: member, origin: SITE_ORIGIN };
    const checkout = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers,
      payload: { plan: 'basic', provider: 'sandbox' },
    });
    await testApp.app.inject({ method: 'POST', url: `/api/payments/sandbox/${checkout.json().sessionId}/complete`, headers });
  });
  afterAll(async () => {
    await testApp?.close();
    await fakeStripe?.close();
    await fakePaypal?.close();
  });

  const expectNo5xx = (response: { statusCode: number; body: string }, context: string) => {
    expect(response.statusCode, `${context} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) expect(ERROR_CODES, context).toContain(JSON.parse(response.body).code);
  };

  it.each(Object.entries(PAYMENT_BODIES))(
    '%s never answers 5xx to a member',
    async (pattern, valid) => {
      const seed = Math.floor(Math.random() * 2 ** 32);
      const random = createRandom(seed);
      for (let iteration = 0; iteration < PAYMENT_ITERATIONS; iteration += 1) {
        const url = fillParams(random, pattern);
        const { payload, contentType } =
          Object.keys(valid).length > 0 ? randomRequest(random, valid) : { payload: '{}', contentType: 'application/json' };
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType, cookie: member, origin: SITE_ORIGIN },
          payload,
          remoteAddress: `10.${random.int(256)}.${random.int(256)}.${random.int(256)}`,
        });
        expectNo5xx(response, `seed ${seed}, iteration ${iteration}, ${url.slice(0, 100)}, body ${payload.slice(0, 200)}`);
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  /** A well-formed event of each provider about the fuzz member, mutated before it is sent. */
  function baseEvent(provider: string, userId: string): Record<string, unknown> {
    const seconds = Math.floor(Date.now() / 1000);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    if (provider === 'stripe') {
      const subscription = {
        id: 'sub_fuzz',
        object: 'subscription',
        customer: 'cus_fuzz',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { userId, plan: 'premium' },
        items: { data: [{ current_period_end: seconds + 86_400 }] },
      };
      return {
        id: `evt_${seconds}`,
        object: 'event',
        type: 'customer.subscription.updated',
        created: seconds,
        data: { object: subscription },
      };
    }
    if (provider === 'paypal') {
      const resource = {
        id: 'I-FUZZ',
        status: 'ACTIVE',
        custom_id: `${userId}:premium`,
        plan_id: 'P-PREMIUM',
        billing_info: { next_billing_time: inAMonth },
      };
      return { id: `WH-${seconds}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', create_time: new Date().toISOString(), resource };
    }
    const data = {
      subscriptionId: 'sub_sandbox_fuzz',
      userId,
      plan: 'premium',
      status: 'active',
      periodEnd: inAMonth,
      cancelAtPeriodEnd: false,
    };
    return { id: `evt_sandbox_${seconds}`, type: 'customer.subscription.updated', created: Date.now(), data };
  }

  /** Changes one or two fields of the event, of its payload, or of the payload's object. */
  function mutateEvent(random: Random, event: Record<string, unknown>): Record<string, unknown> {
    const copy = structuredClone(event);
    let target = copy;
    for (let depth = 0; depth < 2 && random.next() < 0.6; depth += 1) {
      const nested = Object.values(target).find(
        (value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value),
      );
      if (!nested) break;
      target = nested;
    }
    const mutated = mutateValid(random, target);
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, mutated);
    return copy;
  }

  it(
    'POST /api/payments/webhooks/:provider never answers 5xx to random bodies, headers and signatures',
    async () => {
      const seed = Math.floor(Math.random() * 2 ** 32);
      const random = createRandom(seed);
      const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member } });
      const userId = me.json().user.id as string;
      let accepted = 0;
      for (let iteration = 0; iteration < PAYMENT_ITERATIONS * 5; iteration += 1) {
        const provider = random.next() < 0.9 ? random.pick(['stripe', 'paypal', 'sandbox']) : randomParam(random, 'provider');
        const valid = baseEvent(provider, userId);
        const roll = random.next();
        const body =
          roll < 0.5
            ? JSON.stringify(mutateEvent(random, valid))
            : roll < 0.6
              ? JSON.stringify(valid)
              : roll < 0.85
                ? randomRequest(random, valid).payload
                : JSON.stringify(randomObject(random, Object.keys(valid)));
        const headers: Record<string, string> = {
          'content-type': random.next() < 0.95 ? 'application/json' : 'text/plain',
          ...randomHeaders(random),
        };
        // Most deliveries are signed correctly, so the random bodies reach the parsers behind the signature.
        if (random.next() < 0.7) {
          if (provider === 'stripe')
            headers['stripe-signature'] = stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_WEBHOOK_SECRET });
          if (provider === 'sandbox') headers['sandbox-signature'] = signSandbox(body);
          if (provider === 'paypal') {
            const id = (() => {
              try {
                return (JSON.parse(body) as { id?: unknown }).id;
              } catch {
                return undefined;
              }
            })();
            Object.assign(headers, {
              'paypal-auth-algo': 'SHA256withRSA',
              'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
              'paypal-transmission-id': `t-${iteration}`,
              'paypal-transmission-sig': `valid-${String(id)}`,
              'paypal-transmission-time': new Date().toISOString(),
            });
          }
        }
        const response = await testApp.app.inject({ method: 'POST', url: `/api/payments/webhooks/${provider}`, headers, payload: body });
        expectNo5xx(
          response,
          `seed ${seed}, iteration ${iteration}, ${provider}, headers ${JSON.stringify(headers).slice(0, 300)}, body ${body.slice(0, 400)}`,
        );
        if (response.statusCode < 300) accepted += 1;
      }
      // Some deliveries must be accepted, or the fuzzing never reached the ledger.
      expect(accepted, `seed ${seed}`).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
