// docs/targets.md T7: a generated stream of webhook deliveries for several members, with duplicates
// (some delivered concurrently), shuffled order, stale events and forged signatures. Whatever
// the order, the final rows equal the reference model (the pure state machine over the
// deduplicated stream in creation order), nothing is granted twice and forged deliveries are
// refused and not stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS, SUBSCRIPTION_STATUSES } from '../../../shared/contracts/payments';
import { createSandboxAdapter, type SandboxEvent, type SandboxEventType } from '../../adapters/payments/sandbox';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from '../../config/payments';
import { paymentEvents, subscriptions, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { truncateAllTables } from '../../test/reset';
import type { SubscriptionChange, SubscriptionEvent } from '../../adapters/payments/subscription-events';
import { foldEvents } from './subscription-state';

const MEMBERS = ['member-a', 'member-b', 'member-c'];
const BASE = Date.now() - 20 * 86_400_000;
const HOUR = 3_600_000;

interface GeneratedEvent {
  sandbox: SandboxEvent;
  reference: SubscriptionEvent;
}

const TYPE_OF: Record<SubscriptionChange['kind'], SandboxEventType> = {
  checkout_completed: 'checkout.session.completed',
  invoice_paid: 'invoice.paid',
  invoice_payment_failed: 'invoice.payment_failed',
  subscription_updated: 'customer.subscription.updated',
  subscription_deleted: 'customer.subscription.deleted',
};

const periodEnd = fc.option(fc.integer({ min: 0, max: 60 }).map((days) => new Date(BASE + days * 86_400_000)));
const change: fc.Arbitrary<SubscriptionChange> = fc.oneof(
  fc.record({ kind: fc.constant('checkout_completed' as const), periodEnd }),
  fc.record({ kind: fc.constant('invoice_paid' as const), periodEnd }),
  fc.constant({ kind: 'invoice_payment_failed' as const }),
  fc.record({
    kind: fc.constant('subscription_updated' as const),
    status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
    periodEnd,
    cancelAtPeriodEnd: fc.boolean(),
  }),
  fc.constant({ kind: 'subscription_deleted' as const }),
);

/** One subscription's events: distinct creation hours, so "the correct order" is well defined. */
const subscriptionEvents = (member: string, index: number) =>
  fc
    .tuple(fc.constantFrom(...PLANS), fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 6 }))
    .chain(([plan, hours]) =>
      fc.tuple(...hours.map((hour) => change.map((item) => ({ hour, change: item })))).map((items) =>
        items.map(({ hour, change: item }, position): GeneratedEvent => {
          const subscriptionId = `sub_chaos_${member}_${index}`;
          const occurredAt = new Date(BASE + hour * HOUR);
          const data: SandboxEvent['data'] = { subscriptionId, userId: member, plan };
          if ('periodEnd' in item) data.periodEnd = item.periodEnd?.toISOString() ?? null;
          if (item.kind === 'subscription_updated') Object.assign(data, { status: item.status, cancelAtPeriodEnd: item.cancelAtPeriodEnd });
          return {
            sandbox: { id: `evt_${subscriptionId}_${position}`, type: TYPE_OF[item.kind], created: occurredAt.getTime(), data },
            reference: {
              occurredAt,
              subscription: { provider: 'sandbox', providerSubscriptionId: subscriptionId, userId: member, plan },
              change: item,
            },
          };
        }),
      ),
    );

const stream = fc
  .tuple(
    ...MEMBERS.map((member) =>
      fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 2 }).map((list) => [member, list.length] as const),
    ),
  )
  .chain((counts) =>
    fc.tuple(...counts.flatMap(([member, howMany]) => Array.from({ length: howMany }, (_, index) => subscriptionEvents(member, index)))),
  )
  .map((perSubscription) => perSubscription.flat());

type Delivery = { kind: 'genuine'; event: GeneratedEvent } | { kind: 'forged'; event: GeneratedEvent; how: 'wrong-secret' | 'tampered' };

const scenario = stream.chain((events) =>
  fc
    .tuple(
      // How many times each event is delivered (1 to 3: duplicates), and forged companions.
      fc.tuple(...events.map(() => fc.integer({ min: 1, max: 3 }))),
      fc.tuple(...events.map(() => fc.option(fc.constantFrom('wrong-secret' as const, 'tampered' as const), { freq: 3 }))),
    )
    .chain(([copies, forgeries]) => {
      const deliveries: Delivery[] = events.flatMap((event, index) => [
        ...Array.from({ length: copies[index]! }, (): Delivery => ({ kind: 'genuine', event })),
        ...(forgeries[index] ? [{ kind: 'forged', event, how: forgeries[index] } as Delivery] : []),
      ]);
      // Shuffled, then cut into batches delivered concurrently (Promise.all).
      return fc.tuple(
        fc.constant(events),
        fc.shuffledSubarray(deliveries, { minLength: deliveries.length, maxLength: deliveries.length }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: deliveries.length, maxLength: deliveries.length }),
      );
    }),
);

describe.each(testDatabases())('webhook chaos (T7) on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const signer = () =>
    createSandboxAdapter({
      db: db(),
      secret: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET,
      publicOrigin: 'http://localhost:3000',
      deliver: async () => {},
    });

  function deliver(delivery: Delivery) {
    const signed =
      delivery.kind === 'forged' && delivery.how === 'wrong-secret'
        ? createSandboxAdapter({
            db: db(),
            secret: 'an-attacker-guess-of-the-secret-0000000',
            publicOrigin: 'http://x',
            deliver: async () => {},
          }).sign(delivery.event.sandbox)
        : signer().sign(delivery.event.sandbox);
    // Tampered: a genuine signature over other bytes (the member's subscription moved to another account).
    const body =
      delivery.kind === 'forged' && delivery.how === 'tampered'
        ? signed.body.replace(/"userId":"[^"]+"/, '"userId":"member-z"')
        : signed.body;
    return app().inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: signed.headers, payload: body });
  }

  it('ends in the reference state whatever the order, duplicates and forgeries', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ([events, deliveries, batchSizes]) => {
        await truncateAllTables(db());
        await db()
          .insert(users)
          .values(MEMBERS.map((id) => ({ id, name: id, email: `${id}@example.org`, displayName: id, dateOfBirth: '1990-01-01' })));

        let position = 0;
        let batch = 0;
        while (position < deliveries.length) {
          const size = batchSizes[batch++]!;
          const slice = deliveries.slice(position, position + size);
          position += size;
          const responses = await Promise.all(slice.map(deliver));
          slice.forEach((delivery, index) =>
            expect(responses[index]!.statusCode, delivery.kind).toBe(delivery.kind === 'forged' ? 400 : 200),
          );
        }

        // Every genuine event stored exactly once, as sent; no forged bytes stored.
        const ledger = await db().select().from(paymentEvents);
        expect(ledger.map((row) => row.eventId).sort()).toEqual(events.map((event) => event.sandbox.id).sort());
        for (const row of ledger) {
          expect(row.payload).toEqual(events.find((event) => event.sandbox.id === row.eventId)!.sandbox);
          expect(row.processedAt).not.toBeNull();
        }

        // One row per provider subscription, equal to the reference model.
        const rows = await db().select().from(subscriptions);
        const bySubscription = new Map<string, GeneratedEvent[]>();
        for (const event of events) {
          const key = event.reference.subscription.providerSubscriptionId;
          bySubscription.set(key, [...(bySubscription.get(key) ?? []), event]);
        }
        expect(rows).toHaveLength(bySubscription.size);
        for (const [subscriptionId, itsEvents] of bySubscription) {
          const expected = foldEvents(itsEvents.map((event) => event.reference));
          const row = rows.find((item) => item.providerSubscriptionId === subscriptionId);
          expect(row).toMatchObject({
            userId: expected!.userId,
            plan: expected!.plan,
            status: expected!.status,
            currentPeriodEnd: expected!.currentPeriodEnd,
            cancelAtPeriodEnd: expected!.cancelAtPeriodEnd,
            lastEventAt: expected!.lastEventAt,
          });
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
