import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { I18nProvider } from './i18n/react';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from './app/app-routes';
import { RootLayout } from './app/root-layout';
import { findRoute } from './app/route-table';
import { holdsPrerenderedPage, loadFullStylesheet } from './app/prerendered-page';
import { prefetchSession } from './lib/session/use-session';
import { startEarlyDeck } from './features/discovery/api/early-deck';
import { readAuthState } from './lib/session/auth-state';
import { preloadMemberHeader } from './app/layout/member-header-parts';
import { GlobalErrorBoundary } from './features/errors/global-error-boundary';
import { initI18n } from './i18n/i18n';
import { logClientError } from './lib/error-log';
import './styles.css';

window.addEventListener('error', (event) => logClientError(event.error ?? event.message, 'window'));
window.addEventListener('unhandledrejection', (event) => logClientError(event.reason, 'promise'));

async function start() {
  // The first page's chunk and its texts load side by side, and the app renders once both are
  // here: one paint of the real page, no flash of an empty one.
  const container = document.getElementById('root')!;
  loadFullStylesheet(container);
  const firstRoute = findRoute(window.location.pathname);
  void firstRoute.load().catch(() => undefined); // the download starts now; preloadRoute reuses it
  prefetchSession();
  // A returning member's deck is asked for beside /api/me, not after it (early-deck.ts).
  startEarlyDeck(window.location);
  // A member known from auth_state gets the header's member parts and the account menu's entries
  // with the page, so that the header does not change under them and a click never waits on
  // them; a visitor never fetches them.
  const accountMenu = readAuthState()?.isAuthenticated
    ? preloadMemberHeader()
        .then((header) => header.preloadAccountMenu())
        .catch(() => undefined)
    : undefined;
  const i18n = await initI18n(undefined, firstRoute.areas);
  // A failure here is shown by the route error screen once the app renders.
  await preloadRoute(firstRoute).catch(() => undefined);
  await accountMenu;

  const options: RootOptions = {
    // Errors that no boundary catches still reach the client error log; the boundaries log
    // what they catch themselves, so React need not print them again.
    onUncaughtError: (error, info) => logClientError(error, 'uncaught', info.componentStack),
    onCaughtError: () => {},
  };
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <GlobalErrorBoundary>
          <BrowserRouter>
            <RootLayout />
          </BrowserRouter>
        </GlobalErrorBoundary>
      </I18nProvider>
    </StrictMode>
  );
  // A public page drawn at build time in this language is taken over as it is, not drawn again
  // (docs/decisions/0038-prerendered-public-pages.md).
  if (holdsPrerenderedPage(container, i18n.language)) {
    // In a transition too, so that React hydrates in short slices (docs/targets.md S3: TBT).
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
    return i18n;
  }
  // A page pre-rendered in another language (or for a visitor, or the system theme) goes: the
  // app draws this one afresh, and what boot.js hid for the wrong language is shown again.
  container.replaceChildren();
  document.documentElement.classList.remove('relang');
  const root = createRoot(container, options);
  // A transition lets React render the first page in short slices instead of one long task,
  // so a slow phone stays responsive while it works (docs/targets.md S3: TBT).
  startTransition(() => root.render(app));
  return i18n;
}

void start().then((i18n) => {
  // The installable app's service worker (docs/decisions/0034-installable-app.md), once the page
  // has loaded: its code is a chunk no page waits for. Not in development, where Vite serves
  // every module fresh.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () =>
      void import('./lib/pwa/register-service-worker').then(
        ({ registerServiceWorker }) => registerServiceWorker(i18n),
        () => undefined,
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
});
