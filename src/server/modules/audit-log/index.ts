// The audit log module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export { auditLogRoutes } from './routes';
export { recordAudit } from './record';
export { entriesAbout } from './queries';
