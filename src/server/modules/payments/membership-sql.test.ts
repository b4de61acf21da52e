// The membership rule exists twice: `flagsOf` over a member's rows (payments, the subscription
// summary) and `membershipFlagsSql` inside the one query of the stage flags (every stage route,
// GET /api/me). On random subscriptions of two members, at random instants including the exact
// end of a paid period, both must give the same flags, and another member's rows must never count.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS, SUBSCRIPTION_STATUSES } from '../../../shared/contracts/payments';
import { subscriptions, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { flagsOf, membershipFlagsSql } from './membership';
import { readSubscriptionsOf } from './queries';

const MEMBER = 'member-under-test';
const OTHER = 'another-member';
const BASE = Date.parse('2031-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A period end near `now`: none yet, exactly now, a millisecond either side, or days away. */
const periodEndOffset = fc.option(fc.constantFrom(0, 1, -1, DAY_MS, -DAY_MS, 30 * DAY_MS, -30 * DAY_MS), { nil: null });

const rowArbitrary = fc.record({
  owner: fc.constantFrom(MEMBER, MEMBER, OTHER),
  plan: fc.constantFrom(...PLANS),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  periodEndOffset,
  cancelAtPeriodEnd: fc.boolean(),
  updatedAgoMs: fc.integer({ min: 0, max: 60 * DAY_MS }),
});

describe.each(testDatabases())('the membership rule in SQL on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const db = () => testAppRef.current.database.db;

  it('gives the same flags as flagsOf for any subscriptions, at any instant', async () => {
    for (const id of [MEMBER, OTHER]) {
      await db()
        .insert(users)
        .values({ id, name: id, email: `${id}@example.org`, emailVerified: true, displayName: id, dateOfBirth: '1990-01-01' });
    }
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(rowArbitrary, { maxLength: 5 }), fc.integer({ min: -DAY_MS, max: DAY_MS }), async (rows, shift) => {
        const now = new Date(BASE + shift);
        await db().delete(subscriptions);
        if (rows.length > 0) {
          await db()
            .insert(subscriptions)
            .values(
              rows.map((row) => ({
                userId: row.owner,
                plan: row.plan,
                provider: 'sandbox' as const,
                providerSubscriptionId: `sub-${sequence++}`,
                status: row.status,
                currentPeriodEnd: row.periodEndOffset === null ? null : new Date(now.getTime() + row.periodEndOffset),
                cancelAtPeriodEnd: row.cancelAtPeriodEnd,
                lastEventAt: now,
                updatedAt: new Date(now.getTime() - row.updatedAgoMs),
              })),
            );
        }
        const [fromSql] = await db()
          .select(membershipFlagsSql(users.id, sql`${now.toISOString()}::timestamptz`))
          .from(users)
          .where(eq(users.id, MEMBER));
        expect(fromSql).toEqual(flagsOf(await readSubscriptionsOf(db(), MEMBER), now));
      }),
      { numRuns: 120 },
    );
  });
});
