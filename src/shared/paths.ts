// Every route of the SPA in one place (spec section 2). The server uses `isKnownPagePath`
// to answer unknown paths with a real 404 status while still serving the SPA's 404 screen.
import { COUNTRY_SLUGS } from './countries';

export const paths = {
  home: '/',
  profiles: '/profiles',
  events: '/events',
  culture: '/culture',
  pricing: '/pricing',
  landing: '/landing',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  subscribe: '/subscribe',
  admin: '/admin',
  verify: '/verify/:verifyID',
  members: (country: string) => `/members/${country}`,
} as const;

const STATIC_PAGE_PATHS = new Set<string>([
  paths.home,
  paths.profiles,
  paths.events,
  paths.culture,
  paths.pricing,
  paths.landing,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.subscribe,
  paths.admin,
]);

/** Public pages: the ones the axe, Lighthouse and language sweeps visit. */
export const PUBLIC_PAGE_PATHS = [
  paths.landing,
  paths.events,
  paths.culture,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
] as const;

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PAGE_PATHS.has(path)) return true;
  const member = /^\/members\/([a-z-]+)$/.exec(path);
  if (member) return (COUNTRY_SLUGS as readonly string[]).includes(member[1] ?? '');
  return /^\/verify\/[A-Za-z0-9_-]+$/.test(path);
}
