import type { EventsResponse } from '../../../../shared/contracts/events';
import { getEvents as getEventsRoute } from '../../../../shared/routes/site-endpoints';
import { callApi } from '../../../lib/call-api';

/** The three event series with their next dated occurrences (GET /api/events). */
export function getEvents(signal?: AbortSignal): Promise<EventsResponse> {
  return callApi(getEventsRoute, { signal });
}
