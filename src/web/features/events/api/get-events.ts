import type { EventsResponse } from '../../../../shared/contracts/events';
import { apiRequest } from '../../../lib/api-client';

/** The three event series with their next dated occurrences (GET /api/events). */
export function getEvents(signal?: AbortSignal): Promise<EventsResponse> {
  return apiRequest<EventsResponse>('/api/events', { signal });
}
