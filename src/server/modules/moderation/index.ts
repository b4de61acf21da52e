// The moderation module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { moderationRoutes } from './admin-routes';
export { isBlockedEitherWay } from './blocks-between';
export { fileReport } from './file-report';
export { liftRestriction } from './lift';
export { activeRestrictionOf, visibleMember } from './restrictions';
