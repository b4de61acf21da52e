// The service worker (docs/decisions/0034-installable-app.md): what makes Sahel Hearts an app a
// phone can install and open without a network.
// - Precached at install: the first chunk, its styles, boot.js, the icons and the offline page
//   (the build lists them with their hashes: vite.config.ts, `injectManifest`). Nothing else is
//   downloaded ahead: many members pay for every megabyte.
// - Pages: the member's own screens open from the copy last seen at once, and the copy is
//   refreshed behind them (a returning member waits on no network for a shell the API fills);
//   every other page the network first (the server decides its language and its status).
//   Offline, the copy last seen of that page, else the translated offline page. A new version
//   drops the copies: they name the files of the version before.
// - Hashed files (/assets/): from the cache once fetched; their names change with their content.
// - The API is never cached here: a member's data stays between the browser and the server.
// - Push (docs/decisions/0035-push-notifications.md): a push message is shown as the server wrote
//   it (in the member's language); a click opens its screen in a window of the site.
// A new version waits until the member chooses to reload ("A new version is ready"), so that
// nothing is swapped under a form being written; the page asks with SKIP_WAITING.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isMemberScreen } from './lib/pwa/member-screens';
import { notificationOf, screenOfNotification, windowFor } from './lib/pwa/push-notification';
import { OFFLINE_PAGE, PAGES_CACHE, SKIP_WAITING } from './lib/pwa/service-worker-protocol';

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: { origin: string };
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'push', listener: (event: ExtendableEvent & { data: { json(): unknown } | null }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableEvent & { notification: { data: unknown; close(): void } }) => void,
  ): void;
}
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once (there is nothing to swap); later ones wait.
clientsClaim();

// Sent by the page when the member chooses to reload (lib/pwa/register-service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/** The push message's data, or nothing when it is not JSON. */
function dataOf(message: { json(): unknown } | null): unknown {
  try {
    return message?.json();
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(dataOf(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Shows `path` in a window of the site: the one already on it, else the focused one, else a new one. */
async function openScreen(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const chosen = windowFor(windows, path, self.location.origin);
  if (!chosen) {
    await self.clients.openWindow(path);
    return;
  }
  const target = new URL(path, self.location.origin).href;
  // A window this worker does not control cannot be navigated by it: a new window then.
  const shown = chosen.url === target ? chosen : await chosen.navigate(target).catch(() => null);
  if (shown) await shown.focus();
  else await self.clients.openWindow(path);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openScreen(screenOfNotification(event.notification.data)));
});

const pageCopies = { cacheName: PAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })] };

// A page copy names the hashed files of the version that served it; the version before's first
// chunk leaves the precache with it (cleanupOutdatedCaches), so a copy kept past an update could
// open a page whose script is gone. An update is rare; each page is fetched again when next opened.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

registerRoute(
  ({ request, url, sameOrigin }) => request.mode === 'navigate' && sameOrigin && isMemberScreen(url.pathname),
  new StaleWhileRevalidate(pageCopies),
);

registerRoute(new NavigationRoute(new NetworkFirst(pageCopies), { denylist: [/^\/api\//] }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);

// A page never seen, offline: the translated offline page, never the browser's.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
