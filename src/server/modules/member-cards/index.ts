// The member-cards module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { cardOf, cardPhotoOf, firstNameOf, matchingProfileOf, memberProfileOf } from './cards';
export { compatibilityOf, type MatchingProfile, NAMED_FAITHS, passesHardFilters, scoreOf } from './compatibility';
export { blockPartnersOf, isDiscoverable, isPremiumNow, notBlockedEitherWay } from './eligibility';
export { distanceBucket, locateCity } from './location';
export { cardRowsOf, forgetCards } from './kept-cards';
export { matchingProfilesOf } from './matching-profiles';
export { ageOn, birthDatesForAges, candidateColumns, mainPhoto, type MemberRow, rowVersionsOf, selectMembers } from './member-rows';
export { forgetViewer, keptViewer, readViewer, type Viewer } from './viewer';
