// The messages module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { liveMessages } from './live-messages';
export { liveRoutes } from './live-routes';
export { MESSAGES_PERSONAL_DATA } from './personal-data';
export { evidenceOf } from './report-evidence';
export { unreadTotalOf } from './conversation-list';
export { messageRoutes } from './routes';
export { safetyFlagsOf } from './safety/rules';
