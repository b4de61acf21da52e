import type { PublicCounters } from '../../../../shared/contracts/counters';
import { getCounters as getCountersRoute } from '../../../../shared/routes/site-endpoints';
import { callApi } from '../../../lib/call-api';

/** GET /api/counters: the public display figures (override, else live, else fallback). */
export function getCounters(signal?: AbortSignal): Promise<PublicCounters> {
  return callApi(getCountersRoute, { signal });
}
