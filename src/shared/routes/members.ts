// The community's public faces (docs/decisions/0020-discovery.md): a country's page and the
// landing page's featured members. An unknown country or member is 404.
import { countryMembers, featuredProfiles } from '../contracts/discovery';
import { fileAnswer, route } from './route';

export const getCountryMembers = route({
  method: 'GET',
  path: '/api/members/:country',
  access: 'public',
  response: countryMembers,
});

export const getFeaturedProfiles = route({
  method: 'GET',
  path: '/api/featured-profiles',
  access: 'public',
  response: featuredProfiles,
});

export const getFeaturedPhoto = route({ method: 'GET', path: '/api/featured-profiles/:id/photo', access: 'public', response: fileAnswer });
