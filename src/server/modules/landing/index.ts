// The landing module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { landingRoutes } from './routes';
export { publishedLandingCache, type PublishedLandingCache } from './published-cache';
export { chosenFeatured } from './queries';
export { LANDING_PERSONAL_DATA } from './personal-data';
