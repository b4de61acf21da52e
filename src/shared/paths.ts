// The SPA's paths by name (spec section 2; the page table is in ./pages.ts). The server uses
// `isKnownPagePath` to answer unknown paths with a real 404 status while still serving the
// SPA's 404 screen.
import { isCountrySlug } from './countries';
import { findPage } from './pages';

export const paths = {
  home: '/',
  profiles: '/profiles',
  /** Who liked the member (the Likes screen); the member's tab bar links it. */
  likes: '/likes',
  matches: '/matches',
  messages: '/messages',
  conversation: (id: number) => `/messages/${id}`,
  events: '/events',
  event: (id: number) => `/events/${id}`,
  culture: '/culture',
  pricing: '/pricing',
  landing: '/landing',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  subscribe: '/subscribe',
  admin: '/admin',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  profile: '/profile',
  devOutbox: '/dev/outbox',
  sandboxCheckout: (sessionId: string) => `/sandbox/checkout/${sessionId}`,
  verify: '/verify/:verifyID',
  members: (country: string) => `/members/${country}`,
} as const;

/** Public pages: the ones the axe, Lighthouse and language sweeps visit. */
export const PUBLIC_PAGE_PATHS = [
  paths.landing,
  paths.events,
  paths.culture,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
] as const;

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = findPage(path);
  const param = path.split('/')[2] ?? '';
  switch (page.module) {
    case 'not-found':
      return false;
    case 'members':
      return isCountrySlug(param);
    case 'events':
      // One event's page: its id, a positive integer (docs/decisions/0032-events.md).
      return param === '' || /^[1-9][0-9]{0,9}$/.test(param);
    case 'messages':
      // A conversation's id is its match's: a positive integer.
      return param === '' || /^[1-9][0-9]{0,15}$/.test(param);
    case 'verify':
    case 'sandbox-checkout':
      return /^[A-Za-z0-9_-]+$/.test(param);
    default:
      return true;
  }
}
