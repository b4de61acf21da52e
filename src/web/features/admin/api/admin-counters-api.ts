// The admin counters API (src/server/modules/admin/counter-routes.ts), for the dashboard.
import { queryOptions } from '@tanstack/react-query';
import type { CounterName } from '../../../../shared/constants';
import type { AdminCounters } from '../../../../shared/contracts/admin-counters';
import { useReplacingSave } from '../../../lib/query/use-replacing-save';
import { callApi } from '../../../lib/call-api';
import { getAdminCounters, saveCounterOverride as saveOverrideRoute } from '../../../../shared/routes/admin-counters';
import { getCounters } from '../../../../shared/routes/site-endpoints';

/** GET /api/admin/counters: each counter's live count beside its override. */
export const adminCountersQuery = queryOptions({
  queryKey: ['admin', 'counters'],
  queryFn: ({ signal }) => callApi(getAdminCounters, { signal }),
});

/** PUT /api/admin/counters/:name: a whole number to show the public, or null for none. Answers every counter. */
function saveCounterOverride(name: CounterName, value: number | null): Promise<AdminCounters> {
  return callApi(saveOverrideRoute, { params: { name }, body: { value } });
}

/**
 * The public counters are cached for 30 seconds (src/server/modules/counters/routes.ts): after a
 * save, fetch them past the cache so this browser's copy (and the admin's next look at the
 * landing page) shows the change at once. Other visitors see it when their copy expires.
 */
async function refreshPublicCounters(): Promise<void> {
  await callApi(getCounters, { cache: 'reload' });
}

/** Saves an override; the answer, every counter as it now stands, replaces the cached ones. */
export const useSaveCounterOverride = () =>
  useReplacingSave(adminCountersQuery.queryKey, async ({ name, value }: { name: CounterName; value: number | null }) => {
    const counters = await saveCounterOverride(name, value);
    // Saved either way: a failed refresh only leaves this browser's cached copy to expire.
    await refreshPublicCounters().catch(() => undefined);
    return counters;
  });
