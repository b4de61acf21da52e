// The account page's billing calls (src/server/modules/payments/routes.ts): the member's
// membership and Premium add-on, and cancel at period end / resume for either. Both changes
// answer the new view, so the screen shows what the server now holds.
import { queryOptions } from '@tanstack/react-query';
import type { Plan, SubscriptionView } from '../../../../shared/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { getSubscription as getSubscriptionRoute } from '../../../../shared/routes/payments';

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionView> {
  return callApi(getSubscriptionRoute, { signal });
}

/** The one home of this read's cache key: the page reads it, the changes below replace it. */
export const subscriptionQuery = queryOptions({
  queryKey: ['payments', 'subscription'],
  queryFn: ({ signal }) => getSubscription(signal),
});

/** Cancelling the membership ('basic') ends Premium at the same date (the server does both). */
export function cancelAtPeriodEnd(plan: Plan): Promise<SubscriptionView> {
  return apiRequest<SubscriptionView>('/api/payments/subscription/cancel', { method: 'POST', json: { plan } });
}

export function resumeSubscription(plan: Plan): Promise<SubscriptionView> {
  return apiRequest<SubscriptionView>('/api/payments/subscription/resume', { method: 'POST', json: { plan } });
}
