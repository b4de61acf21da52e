import type { PublicCounters } from '../../../../shared/contracts/counters';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/counters: the public display figures (override, else live, else fallback). */
export function getCounters(signal?: AbortSignal): Promise<PublicCounters> {
  return apiRequest<PublicCounters>('/api/counters', { signal });
}
