import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SahelHeartsApp } from '../../app';
import { paymentEvents, subscriptions } from '../../db/schema';
import { signedInMember, signIn } from '../../test/accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { testDatabases } from '../../test/databases';
import { type FakeStripe, startFakeStripe } from './test/fake-stripe';
import { useAppWithFakeProvider } from './test/provider-test-app';

const WEBHOOK_SECRET = 'whsec_test_sahel_hearts';
const stripe = new Stripe('sk_test_signing_only');
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000);

describe.each(testDatabases())('payments with Stripe (real SDK, fake API) on $name', (testDatabase) => {
  const context = useAppWithFakeProvider(testDatabase, startFakeStripe, (fake) => ({
    PAYMENT_PROVIDERS: 'stripe,sandbox',
    STRIPE_SECRET_KEY: 'sk_test_sahel_hearts',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fake.baseUrl,
  }));
  let fake: FakeStripe;
  let app: SahelHeartsApp;
  const db = context.db;
  beforeAll(() => {
    fake = context.fake();
    app = context.app();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const me = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

  function deliver(event: { id: string; type: string; created: number; object: object }, secret = WEBHOOK_SECRET) {
    // Pretty-printed, as Stripe sends it: a signature over re-serialised JSON would not match.
    const payload = JSON.stringify(
      {
        id: event.id,
        object: 'event',
        type: event.type,
        created: event.created,
        api_version: '2026-10-28',
        data: { object: event.object },
      },
      null,
      2,
    );
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      payload,
    });
  }

  async function startCheckout(cookie: string) {
    const response = await call('POST', '/api/payments/checkout', cookie, { plan: 'basic', provider: 'stripe' });
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string; sessionId: string }>();
  }

  it('names Stripe for cards and the sandbox for PayPal', async () => {
    expect((await app.inject({ url: '/api/payments/providers' })).json()).toEqual({ card: 'stripe', paypal: 'sandbox' });
  });

  it('opens a hosted subscription checkout for the account e-mail, keyed for idempotency', async () => {
    const member = await signedInMember(app, db(), 'Card.Payer@example.org');
    const { url, sessionId } = await startCheckout(member);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const request = fake.requests.find((item) => item.path === '/v1/checkout/sessions');
    expect(request?.idempotencyKey).toMatch(/^checkout-chk_/);
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      customer_email: 'card.payer@example.org',
      'line_items[0][price_data][unit_amount]': '599',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[plan]': 'basic',
      'subscription_data[metadata][plan]': 'basic',
    });
    expect(request?.form.success_url).toBe(
      'http://localhost:3000/subscribe?checkout=success&provider=stripe&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('confirms a payment only once Stripe says it is paid, for the member who started it', async () => {
    const member = await signedInMember(app, db(), 'confirm@example.org');
    const other = await signedInMember(app, db(), 'other@example.org');
    const { sessionId } = await startCheckout(member);
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'stripe', sessionId })).json()).toEqual({ success: false });
    const periodEnd = inAMonth();
    fake.pay(sessionId, periodEnd);
    expect((await call('POST', '/api/payments/confirm', other, { provider: 'stripe', sessionId })).statusCode).toBe(404);
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'stripe', sessionId })).json()).toEqual({ success: true });
    expect(await me(member)).toMatchObject({ hasSubscription: true });
    const view = (await call('GET', '/api/payments/subscription', member)).json();
    expect(view.membership).toMatchObject({
      provider: 'stripe',
      status: 'active',
      currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString(),
    });
  });

  it('applies signed webhooks once each, acknowledges unused types, and refuses a bad signature', async () => {
    const member = await signedInMember(app, db(), 'hooks@example.org');
    const { sessionId } = await startCheckout(member);
    const subscription = fake.pay(sessionId, inAMonth());
    const userId = (await me(member)).user.id;
    const created = Math.floor(Date.now() / 1000);
    const session = { ...fake.sessions.get(sessionId) };
    const invoice = {
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: { data: [{ period: { end: subscription.items.data[0]!.current_period_end } }] },
    };

    const forged = await deliver({ id: 'evt_1', type: 'checkout.session.completed', created, object: session }, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(await db().select().from(paymentEvents)).toHaveLength(0);

    expect((await deliver({ id: 'evt_1', type: 'checkout.session.completed', created, object: session })).statusCode).toBe(200);
    expect((await deliver({ id: 'evt_2', type: 'invoice.paid', created, object: invoice })).statusCode).toBe(200);
    expect((await deliver({ id: 'evt_2', type: 'invoice.paid', created, object: invoice })).statusCode).toBe(200);
    expect((await deliver({ id: 'evt_3', type: 'customer.created', created, object: { object: 'customer' } })).statusCode).toBe(200);
    expect(await me(member)).toMatchObject({ hasSubscription: true });
    const ledger = await db().select().from(paymentEvents);
    expect(ledger.map((row) => row.eventId).sort()).toEqual(['evt_1', 'evt_2', 'evt_3']);
    expect(ledger.every((row) => row.processedAt !== null)).toBe(true);
    expect(ledger.find((row) => row.eventId === 'evt_2')?.userId).toBe(userId);

    // Out of order: an update created before the deletion arrives after it and changes nothing.
    const deleted = { ...subscription, status: 'canceled' };
    expect((await deliver({ id: 'evt_5', type: 'customer.subscription.deleted', created: created + 10, object: deleted })).statusCode).toBe(
      200,
    );
    expect(
      (await deliver({ id: 'evt_4', type: 'customer.subscription.updated', created: created + 5, object: subscription })).statusCode,
    ).toBe(200);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscription.id));
    expect(row).toMatchObject({ status: 'canceled', userId, plan: 'basic', providerCustomerId: subscription.customer });
    expect(await me(member)).toMatchObject({ hasSubscription: false });
  });

  it('cancels and resumes at Stripe with idempotency keys, and shows the result', async () => {
    const member = await signedInMember(app, db(), 'cancel@example.org');
    const { sessionId } = await startCheckout(member);
    const subscription = fake.pay(sessionId, inAMonth());
    await call('POST', '/api/payments/confirm', member, { provider: 'stripe', sessionId });
    const canceled = (await call('POST', '/api/payments/subscription/cancel', member, {})).json();
    expect(canceled.membership).toMatchObject({ cancelAtPeriodEnd: true, hasAccess: true });
    expect(fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    const update = fake.requests.find((item) => item.method === 'POST' && item.path === `/v1/subscriptions/${subscription.id}`);
    expect(update?.idempotencyKey).toMatch(new RegExp(`^cancel-at-period-end-${subscription.id}-true-`));
    const resumed = (await call('POST', '/api/payments/subscription/resume', member, {})).json();
    expect(resumed.membership.cancelAtPeriodEnd).toBe(false);
    expect(fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(false);
  });

  it('answers 404 NOT_FOUND, not 500, to a cancel of a subscription Stripe no longer knows, and changes nothing', async () => {
    // A signed webhook may name a subscription that Stripe later forgets (or never had in test mode):
    // cancelling it meets Stripe's 404, which is the member's "no such subscription", not our fault.
    const { member, subscription } = await subscribed('unknown@example.org');
    fake.subscriptions.delete(subscription.id);
    const response = await call('POST', '/api/payments/subscription/cancel', member, {});
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/api/payments/subscription', member)).json().membership).toMatchObject({ cancelAtPeriodEnd: false });
  });

  async function subscribed(email: string) {
    const member = await signedInMember(app, db(), email);
    const { sessionId } = await startCheckout(member);
    const subscription = fake.pay(sessionId, inAMonth());
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'stripe', sessionId })).json()).toEqual({ success: true });
    return { member, sessionId, subscription };
  }
  const deleteAccount = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie, origin: SITE_ORIGIN },
      payload: { password: TEST_PASSWORD },
    });

  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE when Stripe fails or cuts the connection, and changes nothing', async () => {
    const { member, sessionId, subscription } = await subscribed('outage@example.org');
    const other = await signedInMember(app, db(), 'outage-new@example.org');
    const expectUnavailable = (response: { statusCode: number; json(): { code: string } }) => {
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    };
    for (const outage of ['error', 'close'] as const) {
      fake.outage = outage;
      expectUnavailable(await call('POST', '/api/payments/checkout', other, { plan: 'basic', provider: 'stripe' }));
      expectUnavailable(await call('POST', '/api/payments/confirm', member, { provider: 'stripe', sessionId }));
      expectUnavailable(await call('POST', '/api/payments/subscription/cancel', member, {}));
    }
    fake.outage = null;
    expect(fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(false);
    expect((await call('GET', '/api/payments/subscription', member)).json().membership).toMatchObject({
      cancelAtPeriodEnd: false,
      hasAccess: true,
    });
    expect(await me(other)).toMatchObject({ hasSubscription: false });
    // Back up: the same calls work.
    expect((await call('POST', '/api/payments/subscription/cancel', member, {})).json().membership.cancelAtPeriodEnd).toBe(true);
  });

  it('deleting the account cancels the Stripe subscription first, keyed for idempotency', async () => {
    const { member, subscription } = await subscribed('leaver@example.org');
    const response = await deleteAccount(member);
    expect(response.statusCode).toBe(200);
    const cancel = fake.requests.find((item) => item.method === 'DELETE' && item.path === `/v1/subscriptions/${subscription.id}`);
    expect(cancel?.idempotencyKey).toMatch(new RegExp(`^cancel-now-${subscription.id}-`));
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(await db().select().from(subscriptions)).toHaveLength(0);
    expect((await signIn(app, 'leaver@example.org')).statusCode).toBe(401);
  });

  it('refuses the deletion with 503 and erases nothing while Stripe cannot cancel; the retry succeeds', async () => {
    const { member, subscription } = await subscribed('stuck@example.org');
    fake.outage = 'error';
    const refused = await deleteAccount(member);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    fake.outage = null;
    expect(await me(member)).toMatchObject({ isAuthenticated: true, hasSubscription: true });
    expect(await db().select().from(subscriptions)).toHaveLength(1);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('active');
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
  });

  it('does not call Stripe again for a subscription that has already ended', async () => {
    const { member, subscription } = await subscribed('ended@example.org');
    const created = Math.floor(Date.now() / 1000) + 5;
    const deleted = { ...subscription, status: 'canceled' };
    expect((await deliver({ id: 'evt_ended', type: 'customer.subscription.deleted', created, object: deleted })).statusCode).toBe(200);
    fake.requests.length = 0;
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(fake.requests.filter((item) => item.method === 'DELETE')).toEqual([]);
  });

  it('deletes the account when Stripe had already cancelled the subscription without telling us yet', async () => {
    const { member, subscription } = await subscribed('lost-answer@example.org');
    fake.subscriptions.get(subscription.id)!.status = 'canceled';
    const response = await deleteAccount(member);
    expect(response.statusCode).toBe(200);
    expect(fake.requests.filter((item) => item.method === 'DELETE')).toHaveLength(1);
  });

  it('stores a signed event whose payload holds NUL, and refuses one whose times or ids cannot be stored', async () => {
    const created = Math.floor(Date.now() / 1000);
    const named = await deliver({
      id: 'evt_nul',
      type: 'customer.created',
      created,
      object: { object: 'customer', name: 'Amina\u0000 \ud800' },
    });
    expect(named.statusCode).toBe(200);
    const [row] = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_nul'));
    expect(JSON.stringify(row?.payload)).toContain('Amina\ufffd \ufffd');
    expect((await deliver({ id: 'evt_\u0000', type: 'customer.created', created, object: {} })).statusCode).toBe(400);
    expect((await deliver({ id: 'evt_late', type: 'customer.created', created: 2 ** 52, object: {} })).statusCode).toBe(400);
    const odd = {
      id: 'sub_odd',
      customer: 'cus_odd',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: 'u', plan: 'basic' },
      items: { data: 'none' },
    };
    expect((await deliver({ id: 'evt_odd', type: 'customer.subscription.updated', created, object: odd })).statusCode).toBe(400);
    expect((await db().select().from(paymentEvents)).map((entry) => entry.eventId)).toEqual(['evt_nul']);
  });
});
