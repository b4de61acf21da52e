import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ensureAreasForActiveLanguage } from '../i18n/i18n';
import { type AppRoute, ROUTE_TABLE } from './route-table';

const loads = new Map<AppRoute, Promise<{ default: ComponentType }>>();

/** Starts (once) fetching a route's chunk and texts; main.tsx calls it for the first page early. */
export function preloadRoute(route: AppRoute): Promise<{ default: ComponentType }> {
  let pending = loads.get(route);
  if (!pending) {
    pending = Promise.all([route.load(), ensureAreasForActiveLanguage(route.areas)]).then(([module]) => ({
      default: module.Component,
    }));
    // A failed chunk (e.g. offline) must be retried on the next visit, not remembered.
    pending.catch(() => loads.delete(route));
    loads.set(route, pending);
  }
  return pending;
}

const pages = new Map(ROUTE_TABLE.map((route) => [route, lazy(() => preloadRoute(route))]));

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: an error on one page must not follow the visitor to the next.
    <RouteErrorBoundary key={pathname}>
      {/* Reserves the screen while a page's chunk loads, so the footer does not jump. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <Routes>
          {ROUTE_TABLE.map((route) => {
            const Page = pages.get(route)!;
            return <Route key={route.pattern} path={route.pattern} element={<Page />} />;
          })}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
