// What a member's subscriptions grant right now: the /api/me flags and every gate read this.
import type { SubscriptionSummary } from '../../../shared/contracts/payments';
import type { Database } from '../../db/client';
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
