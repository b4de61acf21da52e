// The verification module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { adminVerificationRoutes } from './admin-routes';
export { hasVerifiedIdentity } from './identity-status';
export { registerImageRetention } from './image-retention';
export { VERIFICATION_PERSONAL_DATA } from './personal-data';
export { verificationRoutes } from './routes';
