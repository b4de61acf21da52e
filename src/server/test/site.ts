// What every API test shares: the test accounts' password, and the site's own origin, which
// cookie-carrying writes must come from (plugins/cross-site-requests.ts).
export const TEST_PASSWORD = 'correct horse battery';
export const SITE_ORIGIN = 'http://localhost:3000';
