import { beforeAll, describe, expect, it } from 'vitest';
import type { SahelHeartsApp } from '../../app';
import { paymentEvents, subscriptions } from '../../db/schema';
import { signedInMember, signIn } from '../../test/accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { testDatabases } from '../../test/databases';
import { type FakePaypal, startFakePaypal } from './test/fake-paypal';
import { useAppWithFakeProvider } from './test/provider-test-app';

const CREDENTIALS = { clientId: 'fake-paypal-client', clientSecret: 'fake-paypal-secret', webhookId: 'WH-FAKE-1' };
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * 86_400_000) / 1000) * 1000);

describe.each(testDatabases())('payments with PayPal (fake REST API) on $name', (testDatabase) => {
  const context = useAppWithFakeProvider(
    testDatabase,
    () => startFakePaypal(CREDENTIALS),
    (fake) => ({
      PAYMENT_PROVIDERS: 'paypal,sandbox',
      PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
      PAYPAL_PLAN_BASIC: 'P-BASIC1',
      PAYPAL_PLAN_PREMIUM: 'P-PREMIUM1',
      PAYPAL_API_BASE_URL: fake.baseUrl,
    }),
  );
  let fake: FakePaypal;
  let app: SahelHeartsApp;
  const db = context.db;
  beforeAll(() => {
    fake = context.fake();
    app = context.app();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const me = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

  function deliver(event: { id: string; event_type: string; create_time: string; resource: object }, signature = `valid-${event.id}`) {
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paypal',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
        'paypal-transmission-id': `t-${event.id}`,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': event.create_time,
      },
      payload: JSON.stringify(event),
    });
  }

  async function subscribe(cookie: string) {
    const response = await call('POST', '/api/payments/checkout', cookie, { plan: 'basic', provider: 'paypal' });
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string; sessionId: string }>();
  }

  it('names PayPal for the PayPal button and the sandbox for cards', async () => {
    expect((await app.inject({ url: '/api/payments/providers' })).json()).toEqual({ card: 'sandbox', paypal: 'paypal' });
  });

  it('creates a PayPal subscription for the member and grants it only once PayPal says it is active', async () => {
    const member = await signedInMember(app, db(), 'paypal@example.org');
    const { url, sessionId } = await subscribe(member);
    expect(url).toBe(`https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${sessionId}`);
    const created = fake.requests.find((request) => request.path === '/v1/billing/subscriptions');
    expect(created?.requestId).toMatch(/^checkout-chk_/);
    const userId = (await me(member)).user.id;
    expect(JSON.parse(created!.body)).toMatchObject({
      plan_id: 'P-BASIC1',
      custom_id: `${userId}:basic`,
      subscriber: { email_address: 'paypal@example.org' },
    });

    expect((await call('POST', '/api/payments/confirm', member, { provider: 'paypal', sessionId })).json()).toEqual({ success: false });
    const renewal = inDays(30);
    fake.approve(sessionId, renewal);
    const other = await signedInMember(app, db(), 'other@example.org');
    expect((await call('POST', '/api/payments/confirm', other, { provider: 'paypal', sessionId })).statusCode).toBe(404);
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'paypal', sessionId })).json()).toEqual({ success: true });
    expect(await me(member)).toMatchObject({ hasSubscription: true });
    const view = (await call('GET', '/api/payments/subscription', member)).json();
    expect(view.membership).toMatchObject({ provider: 'paypal', status: 'active', currentPeriodEnd: renewal.toISOString() });
  });

  it('applies verified webhooks once, refuses unverified ones, and renews, fails and cancels', async () => {
    const member = await signedInMember(app, db(), 'hooks@example.org');
    const { sessionId } = await subscribe(member);
    const subscription = fake.approve(sessionId, inDays(30));
    const time = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

    const activated = { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', create_time: time(0), resource: { ...subscription } };
    expect((await deliver(activated, 'forged')).statusCode).toBe(400);
    expect(await db().select().from(paymentEvents)).toHaveLength(0);
    expect((await deliver(activated)).statusCode).toBe(200);
    expect((await deliver(activated)).statusCode).toBe(200);
    expect(await me(member)).toMatchObject({ hasSubscription: true });

    // The next month is paid: PayPal moves the next billing time, the sale names only the subscription.
    const renewal = inDays(60);
    subscription.billing_info = { next_billing_time: renewal.toISOString() };
    const sale = {
      id: 'WH-2',
      event_type: 'PAYMENT.SALE.COMPLETED',
      create_time: time(1),
      resource: { id: 'SALE-1', billing_agreement_id: sessionId },
    };
    expect((await deliver(sale)).statusCode).toBe(200);
    expect((await call('GET', '/api/payments/subscription', member)).json().membership.currentPeriodEnd).toBe(renewal.toISOString());

    const failed = { id: 'WH-3', event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', create_time: time(2), resource: { ...subscription } };
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await call('GET', '/api/payments/subscription', member)).json().membership.status).toBe('past_due');

    const cancelled = {
      id: 'WH-4',
      event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
      create_time: time(3),
      resource: { ...subscription, status: 'CANCELLED' },
    };
    expect((await deliver(cancelled)).statusCode).toBe(200);
    expect(await me(member)).toMatchObject({ hasSubscription: false });
    expect((await db().select().from(paymentEvents)).map((row) => row.eventId).sort()).toEqual(['WH-1', 'WH-2', 'WH-3', 'WH-4']);
    expect(await db().select().from(subscriptions)).toHaveLength(1);
  });

  it('cancels at the period end by suspending at PayPal, and resumes by reactivating', async () => {
    const member = await signedInMember(app, db(), 'suspend@example.org');
    const { sessionId } = await subscribe(member);
    const renewal = inDays(30);
    fake.approve(sessionId, renewal);
    await call('POST', '/api/payments/confirm', member, { provider: 'paypal', sessionId });
    const canceled = (await call('POST', '/api/payments/subscription/cancel', member, {})).json();
    expect(canceled.membership).toMatchObject({ cancelAtPeriodEnd: true, hasAccess: true, currentPeriodEnd: renewal.toISOString() });
    expect(fake.subscriptions.get(sessionId)?.status).toBe('SUSPENDED');
    expect(fake.requests.find((request) => request.path.endsWith('/suspend'))?.requestId).toMatch(new RegExp(`^suspend-${sessionId}-`));
    const resumed = (await call('POST', '/api/payments/subscription/resume', member, {})).json();
    expect(resumed.membership).toMatchObject({ cancelAtPeriodEnd: false, hasAccess: true });
    expect(fake.subscriptions.get(sessionId)?.status).toBe('ACTIVE');
  });

  async function subscribed(email: string) {
    const member = await signedInMember(app, db(), email);
    const { sessionId } = await subscribe(member);
    fake.approve(sessionId, inDays(30));
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'paypal', sessionId })).json()).toEqual({ success: true });
    return { member, sessionId };
  }
  const deleteAccount = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie, origin: SITE_ORIGIN },
      payload: { password: TEST_PASSWORD },
    });

  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE when PayPal fails or cuts the connection, and changes nothing', async () => {
    const { member, sessionId } = await subscribed('outage@example.org');
    const other = await signedInMember(app, db(), 'outage-new@example.org');
    for (const outage of ['error', 'close'] as const) {
      fake.outage = outage;
      for (const response of [
        await call('POST', '/api/payments/checkout', other, { plan: 'basic', provider: 'paypal' }),
        await call('POST', '/api/payments/confirm', member, { provider: 'paypal', sessionId }),
        await call('POST', '/api/payments/subscription/cancel', member, {}),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      }
    }
    fake.outage = null;
    expect(fake.subscriptions.get(sessionId)?.status).toBe('ACTIVE');
    expect(await me(other)).toMatchObject({ hasSubscription: false });
    expect((await call('GET', '/api/payments/subscription', member)).json().membership).toMatchObject({
      cancelAtPeriodEnd: false,
      hasAccess: true,
    });
  });

  it('answers a webhook 503 while PayPal cannot verify it, so PayPal delivers it again', async () => {
    const { sessionId } = await subscribed('verify-outage@example.org');
    const event = {
      id: 'WH-OUT',
      event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
      create_time: new Date().toISOString(),
      resource: { ...fake.subscriptions.get(sessionId)!, status: 'CANCELLED' },
    };
    fake.outage = 'error';
    expect((await deliver(event)).statusCode).toBe(503);
    fake.outage = null;
    expect(await db().select().from(paymentEvents)).toHaveLength(1); // the verified checkout only
    expect((await deliver(event)).statusCode).toBe(200);
  });

  it('deleting the account cancels the PayPal subscription first', async () => {
    const { member, sessionId } = await subscribed('leaver@example.org');
    const response = await deleteAccount(member);
    expect(response.statusCode).toBe(200);
    const cancel = fake.requests.find(
      (request) => request.method === 'POST' && request.path === `/v1/billing/subscriptions/${sessionId}/cancel`,
    );
    expect(cancel?.requestId).toMatch(new RegExp(`^cancel-now-${sessionId}-`));
    expect(fake.subscriptions.get(sessionId)?.status).toBe('CANCELLED');
    expect(await db().select().from(subscriptions)).toHaveLength(0);
    expect((await signIn(app, 'leaver@example.org')).statusCode).toBe(401);
  });

  it('refuses the deletion with 503 and erases nothing while PayPal cannot cancel; an already-ended one does not block it', async () => {
    const { member, sessionId } = await subscribed('stuck@example.org');
    fake.outage = 'close';
    const refused = await deleteAccount(member);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    fake.outage = null;
    expect(await me(member)).toMatchObject({ isAuthenticated: true, hasSubscription: true });
    expect(fake.subscriptions.get(sessionId)?.status).toBe('ACTIVE');
    // Cancelled at PayPal meanwhile (its webhook not yet here): PayPal's 422 is checked and accepted.
    fake.subscriptions.get(sessionId)!.status = 'CANCELLED';
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect((await signIn(app, 'stuck@example.org')).statusCode).toBe(401);
  });
});
