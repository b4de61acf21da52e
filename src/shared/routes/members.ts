// The community's public faces (docs/decisions/0020-discovery.md): a country's page and the
// landing page's featured members. An unknown country or member is 404. The browser calls their
// zod-free halves (members-endpoints.ts); the server registers these.
import { countryCounts } from '../contracts/counters';
import { countryMembers, featuredProfiles } from '../contracts/discovery';
import * as endpoints from './members-endpoints';
import { withSchemas } from './route';

export const getCountryMembers = withSchemas(endpoints.getCountryMembers, { response: countryMembers });

export const getFeaturedProfiles = withSchemas(endpoints.getFeaturedProfiles, { response: featuredProfiles });

export const getCountryCounts = withSchemas(endpoints.getCountryCounts, { response: countryCounts });

export const { getFeaturedPhoto } = endpoints;
