// The public-members module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { memberRoutes } from './routes';
export { featurableIds, featuredCandidates } from './queries';
