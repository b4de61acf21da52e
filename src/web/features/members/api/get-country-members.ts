import type { CountryMembers } from '../../../../shared/contracts/discovery';
import type { CountrySlug } from '../../../../shared/countries';
import { getCountryMembers as getCountryMembersRoute } from '../../../../shared/routes/members-endpoints';
import { callApi } from '../../../lib/call-api';

/**
 * GET /api/members/:country: the live count for everyone, the members for verified subscribers
 * (the server reads the session). A plain request, not TanStack Query: visitors open this page
 * from the landing page, and it stays as light (docs/decisions/0016-data-loading.md).
 */
export function getCountryMembers(country: CountrySlug, signal?: AbortSignal): Promise<CountryMembers> {
  return callApi(getCountryMembersRoute, { params: { country }, signal });
}
