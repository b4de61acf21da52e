// The community's public faces without zod (docs/decisions/0028-route-contracts.md): a country's
// page and the landing page's featured members. Public pages call these, so they load no zod
// (docs/targets.md S1); the server registers the full contracts of members.ts, built on these
// with the schemas whose types these carry.
import type { z } from 'zod';
import type { countryCounts } from '../contracts/counters';
import type { countryMembers, featuredProfiles } from '../contracts/discovery';
import { fileAnswer, route, typed } from './route';

export const getCountryMembers = route({
  method: 'GET',
  path: '/api/members/:country',
  access: 'public',
  summary: "A country page's members",
  description: 'An unknown country is 404.',
  response: typed<z.output<typeof countryMembers>>(),
});

export const getFeaturedProfiles = route({
  method: 'GET',
  path: '/api/featured-profiles',
  access: 'public',
  summary: "The landing page's featured members",
  response: typed<z.output<typeof featuredProfiles>>(),
});

export const getFeaturedPhoto = route({
  method: 'GET',
  path: '/api/featured-profiles/:id/photo',
  access: 'public',
  summary: "A featured member's photo",
  description: 'An image (image/jpeg), not JSON.',
  response: fileAnswer,
});

/** Every country page's live count at once, for the landing page's country cards. */
export const getCountryCounts = route({
  method: 'GET',
  path: '/api/members',
  access: 'public',
  summary: "Every country page's live member count",
  response: typed<z.output<typeof countryCounts>>(),
});
