import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ensureAreasForActiveLanguage } from '../i18n/i18n';
import { type AppRoute, ROUTE_TABLE } from './route-table';

const loads = new Map<AppRoute, Promise<{ default: ComponentType }>>();
/** Routes whose chunk and texts are here: main.tsx waits for the first page's before rendering. */
const loaded = new Map<AppRoute, ComponentType>();

/** Starts (once) fetching a route's chunk and texts; main.tsx calls it for the first page early. */
export function preloadRoute(route: AppRoute): Promise<{ default: ComponentType }> {
  let pending = loads.get(route);
  if (!pending) {
    pending = Promise.all([route.load(), ensureAreasForActiveLanguage(route.areas)]).then(([module]) => {
      loaded.set(route, module.Component);
      return { default: module.Component };
    });
    // A failed chunk (e.g. offline) must be retried on the next visit, not remembered.
    pending.catch(() => loads.delete(route));
    loads.set(route, pending);
  }
  return pending;
}

const pages = new Map<AppRoute, ComponentType>();

/**
 * The component drawing a route, chosen once per route so it never changes type (which would
 * remount the page). A page already loaded when first drawn (the first page) is used as it is:
 * React.lazy would suspend once even then, painting the header first and the page a commit
 * later, which costs a slow phone a second render before its largest paint (docs/targets.md S3).
 */
function pageOf(route: AppRoute): ComponentType {
  let page = pages.get(route);
  if (!page) {
    page = loaded.get(route) ?? lazy(() => preloadRoute(route));
    pages.set(route, page);
  }
  return page;
}

/**
 * The page of the route that matched: its component is chosen only once the route is shown, so a
 * page loaded before it is first shown (the build's pre-rendering draws one page after another,
 * docs/decisions/0038-prerendered-public-pages.md) is drawn at once, never through React.lazy.
 */
function RoutePage({ route }: { route: AppRoute }) {
  const Page = pageOf(route);
  // eslint-disable-next-line react-hooks/static-components -- pageOf makes a route's component once and keeps it (`pages`): the same type on every render
  return <Page />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: an error on one page must not follow the visitor to the next.
    <RouteErrorBoundary key={pathname}>
      {/* Reserves the screen while a page's chunk loads, so the footer does not jump. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <Routes>
          {ROUTE_TABLE.map((route) => (
            <Route key={route.pattern} path={route.pattern} element={<RoutePage route={route} />} />
          ))}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
