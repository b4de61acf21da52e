// The rate-limits module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { accountCounter, accountLimiter } from './account-limiter';
export { accountKey, bucketKey, ipKey, memberKey } from './keys';
export { rateLimitedError, registerRateLimits } from './plugin';
export { countedOf, countHit, hitStatement } from './store';
