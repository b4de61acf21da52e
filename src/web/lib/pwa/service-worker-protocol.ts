// What the page and the service worker (src/web/sw.ts) agree on.

/** The page asks a waiting version to take over (the member chose to reload): `{ type }`. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The offline page the build writes (scripts/offline-page-plugin.ts) and the worker precaches. */
export const OFFLINE_PAGE = '/offline.html';

/** The worker's address: at the root, so that it may answer for every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The worker's copies of pages (docs/decisions/0034-installable-app.md, "Pages"). */
export const PAGES_CACHE = 'pages';
