// The discovery module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { swipeableBy } from './deck-query';
export { pendingLikesCountOf } from './likes-received';
export { DISCOVERY_PERSONAL_DATA } from './personal-data';
export { discoveryRoutes } from './routes';
