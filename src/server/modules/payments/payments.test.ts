import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSandboxAdapter } from '../../adapters/payments/sandbox';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from '../../config/payments';
import { paymentEvents, subscriptions, users } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { PAYMENT_PERSONAL_DATA } from './personal-data';

const LIMITS = { AUTH_RATE_LIMIT_PER_HOUR: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1000' };

describe.each(testDatabases())('payments API with the sandbox on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, LIMITS);
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function checkout(cookie: string, plan: 'basic' | 'premium') {
    const response = await call('POST', '/api/payments/checkout', cookie, { plan, provider: 'sandbox' });
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string; sessionId: string }>();
  }
  async function pay(cookie: string, plan: 'basic' | 'premium') {
    const { sessionId } = await checkout(cookie, plan);
    const done = await call('POST', `/api/payments/sandbox/${sessionId}/complete`, cookie);
    expect(done.statusCode).toBe(200);
    return sessionId;
  }
  const me = async (cookie: string) => (await call('GET', '/api/me', cookie)).json();

  it('names the sandbox for both payment methods when no keys are configured', async () => {
    expect((await call('GET', '/api/payments/providers')).json()).toEqual({ card: 'sandbox', paypal: 'sandbox' });
  });

  it('walks a member from checkout to membership, Premium, cancel and resume', async () => {
    const member = await signedInMember(app(), db(), 'payer@example.org');
    expect(await me(member)).toMatchObject({ hasSubscription: false, isPremium: false });

    const { url, sessionId } = await checkout(member, 'basic');
    expect(url).toBe(`http://localhost:3000/sandbox/checkout/${sessionId}`);
    expect((await call('GET', `/api/payments/sandbox/${sessionId}`, member)).json()).toEqual({
      sessionId,
      plan: 'basic',
      amountCents: 599,
      currency: 'USD',
      status: 'open',
    });
    // Not paid yet: reporting a payment grants nothing.
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'sandbox', sessionId })).json()).toEqual({ success: false });
    expect(await me(member)).toMatchObject({ hasSubscription: false });

    const done = await call('POST', `/api/payments/sandbox/${sessionId}/complete`, member);
    expect(done.json()).toEqual({ status: 'completed', returnUrl: `/subscribe?checkout=success&provider=sandbox&session_id=${sessionId}` });
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'sandbox', sessionId })).json()).toEqual({ success: true });
    expect(await me(member)).toMatchObject({ hasSubscription: true, isPremium: false });
    const view = (await call('GET', '/api/payments/subscription', member)).json();
    expect(view.membership).toMatchObject({
      plan: 'basic',
      provider: 'sandbox',
      status: 'active',
      cancelAtPeriodEnd: false,
      hasAccess: true,
    });
    const days = (Date.parse(view.membership.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const again = await call('POST', '/api/payments/checkout', member, { plan: 'basic', provider: 'sandbox' });
    expect(again.statusCode).toBe(403);
    expect(again.json().details).toEqual({ reason: 'ALREADY_SUBSCRIBED' });

    await pay(member, 'premium');
    expect(await me(member)).toMatchObject({ hasSubscription: true, isPremium: true });
    expect((await call('POST', '/api/payments/checkout', member, { plan: 'premium', provider: 'sandbox' })).json().details).toEqual({
      reason: 'ALREADY_PREMIUM',
    });

    const canceled = (await call('POST', '/api/payments/subscription/cancel', member, {})).json();
    expect(canceled.membership.cancelAtPeriodEnd).toBe(true);
    expect(canceled.premium.cancelAtPeriodEnd).toBe(true);
    // Access lasts to the end of the paid period.
    expect(canceled).toMatchObject({ hasSubscription: true, isPremium: true });
    const resumed = (await call('POST', '/api/payments/subscription/resume', member, { plan: 'basic' })).json();
    expect(resumed.membership.cancelAtPeriodEnd).toBe(false);
    expect(resumed.premium.cancelAtPeriodEnd).toBe(true);
    // Each change went through the webhook route as a signed event, into the ledger.
    const ledger = await db().select({ type: paymentEvents.type }).from(paymentEvents);
    expect(ledger.filter((row) => !row.type.startsWith('verified.'))).toHaveLength(7);
    expect(ledger.filter((row) => row.type === 'verified.checkout')).toHaveLength(1);
  });

  it('grants once, however often the pay button is pressed', async () => {
    const member = await signedInMember(app(), db(), 'twice@example.org');
    const { sessionId } = await checkout(member, 'basic');
    const presses = await Promise.all([1, 2, 3].map(() => call('POST', `/api/payments/sandbox/${sessionId}/complete`, member)));
    expect(presses.map((response) => response.json().status)).toEqual(['completed', 'completed', 'completed']);
    expect(await db().select().from(subscriptions)).toHaveLength(1);
  });

  it('leaves a declined or canceled member without a subscription', async () => {
    const member = await signedInMember(app(), db(), 'declined@example.org');
    const { sessionId } = await checkout(member, 'basic');
    const declined = await call('POST', `/api/payments/sandbox/${sessionId}/decline`, member);
    expect(declined.json()).toEqual({
      status: 'declined',
      returnUrl: `/subscribe?checkout=declined&provider=sandbox&session_id=${sessionId}`,
    });
    expect((await call('POST', `/api/payments/sandbox/${sessionId}/complete`, member)).json().status).toBe('declined');
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'sandbox', sessionId })).json()).toEqual({ success: false });
    const other = await checkout(member, 'basic');
    expect((await call('POST', `/api/payments/sandbox/${other.sessionId}/cancel`, member)).json().status).toBe('canceled');
    expect(await me(member)).toMatchObject({ hasSubscription: false });
    expect(await db().select().from(subscriptions)).toHaveLength(0);
    expect((await db().select({ type: paymentEvents.type }).from(paymentEvents)).map((row) => row.type)).toEqual([
      'checkout.session.declined',
    ]);
  });

  it('walks the sandbox billing cycle: renew, a failed payment (past due, still in) and a lapse (out)', async () => {
    const member = await signedInMember(app(), db(), 'cycle@example.org');
    await pay(member, 'basic');
    const before = (await call('GET', '/api/payments/subscription', member)).json().membership.currentPeriodEnd;
    const renewed = (await call('POST', '/api/payments/sandbox/subscription/renew', member, { plan: 'basic' })).json();
    expect(Date.parse(renewed.membership.currentPeriodEnd)).toBeGreaterThan(Date.parse(before) + 27 * 86_400_000);
    const failed = (await call('POST', '/api/payments/sandbox/subscription/fail', member, { plan: 'basic' })).json();
    expect(failed).toMatchObject({ hasSubscription: true, membership: { status: 'past_due', hasAccess: true } });
    const lapsed = (await call('POST', '/api/payments/sandbox/subscription/lapse', member, { plan: 'basic' })).json();
    expect(lapsed).toMatchObject({ hasSubscription: false, membership: { status: 'expired', hasAccess: false } });
    expect(await me(member)).toMatchObject({ hasSubscription: false });
    // The paywall sells a new membership again.
    await pay(member, 'basic');
    expect(await me(member)).toMatchObject({ hasSubscription: true });
  });

  it('answers a renewal 503, not 500, when its webhook cannot store the event now, and stores nothing', async () => {
    const member = await signedInMember(app(), db(), 'renew-outage@example.org');
    await pay(member, 'basic');
    const before = (await call('GET', '/api/payments/subscription', member)).json().membership.currentPeriodEnd;
    const eventsBefore = (await db().select().from(paymentEvents)).length;
    // The ledger refuses as a database going away does (SQLSTATE class 08), as during a restart.
    await db().execute(
      sql.raw(`create function refuse_payment_event() returns trigger language plpgsql as $$
        begin raise exception 'connection lost' using errcode = '08006'; end $$`),
    );
    await db().execute(
      sql.raw('create trigger refuse_payment_event before insert on payment_events for each row execute function refuse_payment_event()'),
    );
    try {
      const response = await call('POST', '/api/payments/sandbox/subscription/renew', member, { plan: 'basic' });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await db().execute(sql.raw('drop trigger refuse_payment_event on payment_events'));
      await db().execute(sql.raw('drop function refuse_payment_event()'));
    }
    expect(await db().select().from(paymentEvents)).toHaveLength(eventsBefore);
    expect((await call('GET', '/api/payments/subscription', member)).json().membership.currentPeriodEnd).toBe(before);
    // Tried again once the database is back, the renewal goes through.
    const renewed = await call('POST', '/api/payments/sandbox/subscription/renew', member, { plan: 'basic' });
    expect(renewed.statusCode).toBe(200);
  });

  it('sells Premium only on top of an active membership', async () => {
    const member = await signedInMember(app(), db(), 'premium-first@example.org');
    const response = await call('POST', '/api/payments/checkout', member, { plan: 'premium', provider: 'sandbox' });
    expect(response.statusCode).toBe(403);
    expect(response.json().details).toEqual({ reason: 'MEMBERSHIP_REQUIRED' });
    expect((await call('POST', '/api/payments/subscription/cancel', member, {})).statusCode).toBe(404);
  });

  it('refuses bad input and providers that are not configured', async () => {
    const member = await signedInMember(app(), db(), 'input@example.org');
    for (const payload of [{ plan: 'gold', provider: 'sandbox' }, { plan: 'basic' }, { plan: 'basic', provider: 'stripe' }]) {
      const response = await call('POST', '/api/payments/checkout', member, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'sandbox', sessionId: '' })).statusCode).toBe(400);
  });

  it('lets only the member who started a checkout see, pay or confirm it', async () => {
    const owner = await signedInMember(app(), db(), 'owner@example.org');
    const intruder = await signedInMember(app(), db(), 'intruder@example.org');
    const { sessionId } = await checkout(owner, 'basic');
    expect((await call('GET', `/api/payments/sandbox/${sessionId}`, intruder)).statusCode).toBe(404);
    expect((await call('POST', `/api/payments/sandbox/${sessionId}/complete`, intruder)).statusCode).toBe(404);
    await call('POST', `/api/payments/sandbox/${sessionId}/complete`, owner);
    expect((await call('POST', '/api/payments/confirm', intruder, { provider: 'sandbox', sessionId })).statusCode).toBe(404);
    expect(await me(intruder)).toMatchObject({ hasSubscription: false });
    expect(await me(owner)).toMatchObject({ hasSubscription: true });
  });

  it('refuses visitors on every member route with 401, and forged webhooks with 400', async () => {
    const member = await signedInMember(app(), db(), 'visitor-check@example.org');
    const { sessionId } = await checkout(member, 'basic');
    const memberRoutes: ['GET' | 'POST', string][] = [
      ['POST', '/api/payments/checkout'],
      ['POST', '/api/payments/confirm'],
      ['GET', '/api/payments/subscription'],
      ['POST', '/api/payments/subscription/cancel'],
      ['POST', '/api/payments/subscription/resume'],
      ['GET', `/api/payments/sandbox/${sessionId}`],
      ['POST', `/api/payments/sandbox/${sessionId}/complete`],
      ['POST', '/api/payments/sandbox/subscription/lapse'],
    ];
    for (const [method, url] of memberRoutes) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' ? { plan: 'basic', provider: 'sandbox', sessionId } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
    }
    const registered = app().registeredRoutes.filter((route) => route.url.startsWith('/api/payments'));
    expect(
      registered
        .filter((route) => route.access === 'public')
        .map((route) => route.url)
        .sort(),
    ).toEqual(['/api/payments/providers', '/api/payments/webhooks/:provider']);
    const forged = await app().inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      payload: JSON.stringify({
        id: 'evt_forged',
        type: 'invoice.paid',
        created: Date.now(),
        data: { userId: 'x', plan: 'basic', subscriptionId: 'sub_x' },
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/payments/webhooks/stripe',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(404);
    expect(await db().select().from(paymentEvents)).toHaveLength(0);
    expect((await call('POST', `/api/payments/sandbox/${sessionId}/complete`, member)).statusCode).toBe(200);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.type, 'invoice.paid'))).toHaveLength(1);
  });

  it("exports a member's payments, and on erasure pseudonymises the ledger and grants nothing to a late event", async () => {
    const member = await signedInMember(app(), db(), 'erase@example.org');
    await pay(member, 'basic');
    const subject = { id: (await me(member)).user.id as string, email: 'erase@example.org' };
    const exported = Object.fromEntries(
      await Promise.all(PAYMENT_PERSONAL_DATA.map(async ({ name, collect }) => [name, await collect?.(db(), subject)])),
    );
    expect(exported.subscriptions).toMatchObject([{ plan: 'basic', provider: 'sandbox', status: 'active' }]);
    expect(exported.checkouts).toMatchObject([{ plan: 'basic', status: 'completed' }]);
    expect(exported.paymentEvents).toHaveLength(2);

    const [row] = await db().select().from(subscriptions);
    await db().transaction(async (tx) => {
      for (const source of PAYMENT_PERSONAL_DATA) await source.erase(tx, subject);
      await tx.delete(users).where(eq(users.id, subject.id));
    });
    const ledger = await db().select().from(paymentEvents);
    expect(ledger.every((entry) => entry.userId === null && entry.effect === null)).toBe(true);
    expect(JSON.stringify(ledger)).not.toContain(subject.id);

    const sandbox = createSandboxAdapter({
      db: db(),
      secret: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET,
      publicOrigin: 'http://x',
      deliver: async () => {},
    });
    const late = sandbox.sign({
      id: 'evt_late',
      type: 'invoice.paid',
      created: Date.now(),
      data: { subscriptionId: row!.providerSubscriptionId, userId: subject.id, plan: 'basic', periodEnd: null },
    });
    const response = await app().inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: late.headers,
      payload: late.body,
    });
    expect(response.statusCode).toBe(200);
    expect(await db().select().from(subscriptions)).toHaveLength(0);
  });

  it('answers 5xx when the database fails mid-event, stores nothing, and applies the provider retry', async () => {
    const member = await signedInMember(app(), db(), 'retry@example.org');
    const { sessionId } = await checkout(member, 'basic');
    await db().execute(sql`alter table subscriptions rename to subscriptions_away`);
    const failed = await call('POST', `/api/payments/sandbox/${sessionId}/complete`, member);
    await db().execute(sql`alter table subscriptions_away rename to subscriptions`);
    expect(failed.statusCode).toBe(500);
    expect(await db().select().from(paymentEvents)).toHaveLength(0);
    // The session was paid at the sandbox: reporting the payment reconciles it with the provider.
    expect((await call('POST', '/api/payments/confirm', member, { provider: 'sandbox', sessionId })).json()).toEqual({ success: true });
    expect(await me(member)).toMatchObject({ hasSubscription: true });
  });
});
