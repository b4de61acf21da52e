import type { FeaturedProfiles } from '../../../../shared/contracts/discovery';
import { getFeaturedProfiles as getFeaturedProfilesRoute } from '../../../../shared/routes/members-endpoints';
import { callApi } from '../../../lib/call-api';

/** GET /api/featured-profiles: the members who opted in to the landing page (none: an empty list). */
export function getFeaturedProfiles(signal?: AbortSignal): Promise<FeaturedProfiles> {
  return callApi(getFeaturedProfilesRoute, { signal });
}
