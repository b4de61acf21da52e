// Every route of the spec, in matching order. Each page is a lazy chunk, fetched together with
// the locale areas it needs, so a visitor downloads only the page they open.
import { matchPath } from 'react-router';
import type { ComponentType } from 'react';

export interface AppRoute {
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
  /** Locale areas besides `common` that the page's texts come from. */
  areas: readonly string[];
}

export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: '/', load: () => import('./routes/home'), areas: [] },
  { path: '/landing', load: () => import('./routes/landing'), areas: ['landing'] },
  { path: '/events', load: () => import('./routes/events'), areas: ['events'] },
  { path: '/culture', load: () => import('./routes/culture'), areas: ['culture'] },
  { path: '/about', load: () => import('./routes/about'), areas: ['about'] },
  { path: '/contact', load: () => import('./routes/contact'), areas: ['contact'] },
  { path: '/privacy', load: () => import('./routes/privacy'), areas: ['legal'] },
  { path: '/terms', load: () => import('./routes/terms'), areas: ['legal'] },
  { path: '/profiles', load: () => import('./routes/profiles'), areas: [] },
  { path: '/pricing', load: () => import('./routes/pricing'), areas: [] },
  { path: '/subscribe', load: () => import('./routes/subscribe'), areas: [] },
  { path: '/admin', load: () => import('./routes/admin'), areas: [] },
  { path: '/verify/:verifyID', load: () => import('./routes/verify'), areas: [] },
  { path: '/members/:country', load: () => import('./routes/members'), areas: [] },
  { path: '*', load: () => import('./routes/not-found'), areas: [] },
];

export function findRoute(pathname: string): AppRoute {
  return ROUTE_TABLE.find((route) => route.path === '*' || matchPath(route.path, pathname)) ?? ROUTE_TABLE.at(-1)!;
}
