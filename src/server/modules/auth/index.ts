// The auth module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { type Auth, createAuth } from './auth';
export { type BackgroundTasks, createBackgroundTasks } from './background-tasks';
export { acceptFormerSecretCookies, authSecretConfig } from './former-secrets';
export { passwordHasher, verifyPassword } from './passwords';
export { authRoutes } from './routes';
export { AUTH_ROUTE_SUMMARIES } from './route-summaries';
export { type CachedSession, readSessionUser, sessionCookieName, type SessionUser } from './session-user';
