// The events module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { adminEventRoutes } from './admin-routes';
export { EVENTS_PERSONAL_DATA } from './personal-data';
export { registerEventNotices } from './register';
export { eventRoutes } from './routes';
export { releasePlacesOf } from './rsvp';
