// What a member's subscriptions grant right now: the /api/me flags and every gate read this.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Plan, SubscriptionSummary } from '../../../shared/contracts/payments';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { readSubscriptionsOf, type SubscriptionRow } from './queries';
import { effectiveStatus, grantsAccess } from './subscription-state';

export interface MembershipFlags {
  hasSubscription: boolean;
  isPremium: boolean;
}

/**
 * The row that speaks for a plan: one that grants access (the latest paid-up one) if any, else the
 * most recently changed, so an old canceled subscription never hides a newer active one.
 */
export function currentRowOf(rows: SubscriptionRow[], plan: SubscriptionRow['plan'], now: Date): SubscriptionRow | null {
  const ofPlan = rows.filter((row) => row.plan === plan);
  const granting = ofPlan
    .filter((row) => grantsAccess(row, now))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? Infinity) - (a.currentPeriodEnd?.getTime() ?? Infinity));
  return granting[0] ?? [...ofPlan].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0] ?? null;
}

export function flagsOf(rows: SubscriptionRow[], now: Date): MembershipFlags {
  const membership = currentRowOf(rows, 'basic', now);
  const premium = currentRowOf(rows, 'premium', now);
  const hasSubscription = membership !== null && grantsAccess(membership, now);
  // Premium is an add-on: it grants nothing without the membership under it.
  return { hasSubscription, isPremium: hasSubscription && premium !== null && grantsAccess(premium, now) };
}

/**
 * `flagsOf` as SQL, so that a query can read the flags with other things in one round trip
 * (session/stage-flags.ts, on every stage route and GET /api/me). A plan is granted when one of the
 * member's rows of it grants access at `now`: currentRowOf picks a granting row whenever there is
 * one, so "the current row grants" is "some row grants"; and a row grants (grantsAccess) when it
 * is active or past due and its paid period, if known, has not ended. membership-sql.test.ts
 * checks on random subscriptions that this and `flagsOf` always agree.
 */
export function membershipFlagsSql(userId: SQLWrapper, now: SQLWrapper): { hasSubscription: SQL<boolean>; isPremium: SQL<boolean> } {
  // The condition is a fragment of its own: Drizzle writes the columns of a select's top-level
  // fields without their table's name when it selects from one table, and "user_id" = "id" would
  // then name the subscription's own id; inside a nested fragment they keep "table"."column".
  const granted = (plan: Plan) => {
    const grants = sql`${subscriptions.userId} = ${userId} and ${subscriptions.plan} = ${plan} and ${subscriptions.status} in ('active', 'past_due') and (${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > ${now})`;
    return sql<boolean>`exists (select 1 from ${subscriptions} where ${grants})`;
  };
  // Premium is an add-on: it grants nothing without the membership under it.
  return { hasSubscription: granted('basic'), isPremium: sql<boolean>`(${granted('basic')} and ${granted('premium')})` };
}

export async function readMembershipFlags(db: Database, userId: string, now = new Date()): Promise<MembershipFlags> {
  return flagsOf(await readSubscriptionsOf(db, userId), now);
}

export function summaryOf(row: SubscriptionRow | null, now: Date): SubscriptionSummary | null {
  if (!row) return null;
  return {
    plan: row.plan,
    provider: row.provider,
    status: effectiveStatus(row, now),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    hasAccess: grantsAccess(row, now),
  };
}
