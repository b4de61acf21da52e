// Every route of the spec (src/shared/pages.ts), each page a lazy chunk fetched together with
// the locale areas it needs, so a visitor downloads only the page they open.
import type { ComponentType } from 'react';
import { findPage, NOT_FOUND_PAGE, type PageDefinition, type PageModule, PAGES } from '../../shared/pages';

export interface AppRoute extends PageDefinition {
  load: () => Promise<{ Component: ComponentType }>;
}

// Spelled out one by one: the bundler needs literal import paths to make the chunks.
const LOADERS: Record<PageModule, AppRoute['load']> = {
  home: () => import('./routes/home'),
  landing: () => import('./routes/landing'),
  events: () => import('./routes/events'),
  culture: () => import('./routes/culture'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  profiles: () => import('./routes/profiles'),
  matches: () => import('./routes/matches'),
  likes: () => import('./routes/likes'),
  messages: () => import('./routes/messages'),
  pricing: () => import('./routes/pricing'),
  subscribe: () => import('./routes/subscribe'),
  admin: () => import('./routes/admin'),
  verify: () => import('./routes/verify'),
  members: () => import('./routes/members'),
  'sign-up': () => import('./routes/sign-up'),
  'sign-in': () => import('./routes/sign-in'),
  'forgot-password': () => import('./routes/forgot-password'),
  'reset-password': () => import('./routes/reset-password'),
  account: () => import('./routes/account'),
  profile: () => import('./routes/profile'),
  'dev-outbox': () => import('./routes/dev-outbox'),
  'sandbox-checkout': () => import('./routes/sandbox-checkout'),
  'not-found': () => import('./routes/not-found'),
};

const withLoader = (page: PageDefinition): AppRoute => ({ ...page, load: LOADERS[page.module] });

/** In matching order, the not-found page last. */
export const ROUTE_TABLE: readonly AppRoute[] = [...PAGES, NOT_FOUND_PAGE].map(withLoader);

export function findRoute(pathname: string): AppRoute {
  const page = findPage(pathname);
  return ROUTE_TABLE.find((route) => route.module === page.module)!;
}
