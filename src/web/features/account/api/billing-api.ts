// The account page's billing calls (src/server/modules/payments/routes.ts): the member's
// membership and Premium add-on, and cancel at period end / resume for either. Both changes
// answer the new view, so the screen shows what the server now holds.
import { queryOptions } from '@tanstack/react-query';
import type { Plan, SubscriptionView } from '../../../../shared/contracts/payments';
import { useReplacingSave } from '../../../lib/query/use-replacing-save';
import { callApi } from '../../../lib/call-api';
import { cancelSubscription, getSubscription, resumeSubscription as resumeRoute } from '../../../../shared/routes/payments';

/** The one home of this read's cache key: the page reads it, the changes below replace it. */
export const subscriptionQuery = queryOptions({
  queryKey: ['payments', 'subscription'],
  queryFn: ({ signal }) => callApi(getSubscription, { signal }),
});

/** Cancelling the membership ('basic') ends Premium at the same date (the server does both). */
function cancelAtPeriodEnd(plan: Plan): Promise<SubscriptionView> {
  return callApi(cancelSubscription, { body: { plan } });
}

function resumeSubscription(plan: Plan): Promise<SubscriptionView> {
  return callApi(resumeRoute, { body: { plan } });
}

/** One billing change: cancel at period end, or resume, for the membership ('basic') or Premium. */
export interface BillingChangeInput {
  change: 'cancel' | 'resume';
  plan: Plan;
}

/** Sends a billing change; its answer, the new view, replaces the cached one (no second read). */
export const useChangeSubscription = () =>
  useReplacingSave(subscriptionQuery.queryKey, ({ change, plan }: BillingChangeInput) =>
    change === 'cancel' ? cancelAtPeriodEnd(plan) : resumeSubscription(plan),
  );
