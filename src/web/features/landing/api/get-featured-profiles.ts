import type { FeaturedProfiles } from '../../../../shared/contracts/discovery';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/featured-profiles: the members who opted in to the landing page (none: an empty list). */
export function getFeaturedProfiles(signal?: AbortSignal): Promise<FeaturedProfiles> {
  return apiRequest<FeaturedProfiles>('/api/featured-profiles', { signal });
}
