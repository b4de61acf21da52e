// The SPA's pages: which route module draws each URL pattern and which locale areas its texts
// come from. The browser lazy-loads from this table; the server uses it to preload a page's
// chunk and texts in the HTML shell, and to pick its title.

export const PAGE_MODULES = [
  'home',
  'landing',
  'events',
  'culture',
  'about',
  'contact',
  'privacy',
  'terms',
  'profiles',
  'matches',
  'likes',
  'messages',
  'pricing',
  'subscribe',
  'admin',
  'verify',
  'members',
  'sign-up',
  'sign-in',
  'forgot-password',
  'reset-password',
  'account',
  'profile',
  'dev-outbox',
  'sandbox-checkout',
  'not-found',
] as const;
export type PageModule = (typeof PAGE_MODULES)[number];

export interface PageDefinition {
  /** React Router pattern; ':name' matches one path segment. */
  pattern: string;
  module: PageModule;
  /** Locale areas besides `common`. */
  areas: readonly string[];
}

/**
 * The areas of the pages that show other members: the profile dialog speaks discovery, profile
 * and questionnaire (member-profile-dialog.tsx), and the onboarding guard's steps speak the rest.
 */
const MEMBER_DIALOG_AREAS = ['discovery', 'profile', 'onboarding', 'paywall', 'questionnaire', 'verification'];

export const PAGES: readonly PageDefinition[] = [
  { pattern: '/', module: 'home', areas: ['onboarding', 'paywall', 'questionnaire', 'verification'] },
  { pattern: '/landing', module: 'landing', areas: ['landing'] },
  { pattern: '/events', module: 'events', areas: ['events'] },
  // One event a member may join, with its venue once they are going (docs/decisions/0032-events.md).
  { pattern: '/events/:id', module: 'events', areas: ['events'] },
  { pattern: '/culture', module: 'culture', areas: ['culture'] },
  { pattern: '/about', module: 'about', areas: ['about'] },
  { pattern: '/contact', module: 'contact', areas: ['contact'] },
  { pattern: '/privacy', module: 'privacy', areas: ['legal'] },
  { pattern: '/terms', module: 'terms', areas: ['legal'] },
  // The deck names members' answers with the profile's and the questionnaire's own texts.
  { pattern: '/profiles', module: 'profiles', areas: MEMBER_DIALOG_AREAS },
  // Likes (docs/decisions/0020-discovery.md, "Likes"): its own texts, and the onboarding steps' of the guard;
  // a like back that makes a match opens discovery's match moment, which names what the two share as the deck does.
  { pattern: '/likes', module: 'likes', areas: ['likes', ...MEMBER_DIALOG_AREAS] },
  { pattern: '/matches', module: 'matches', areas: ['matches', ...MEMBER_DIALOG_AREAS] },
  // Conversations between matches (docs/decisions/0023-messages.md): the list and one
  // conversation are one module. Its own texts are `conversations` (`messages.json` holds the
  // e-mail and SMS texts, which the browser never loads); the partner's profile dialog and the
  // block and report dialogs speak discovery, profile and questionnaire, as on /matches.
  { pattern: '/messages', module: 'messages', areas: ['conversations', ...MEMBER_DIALOG_AREAS] },
  { pattern: '/messages/:id', module: 'messages', areas: ['conversations', ...MEMBER_DIALOG_AREAS] },
  { pattern: '/pricing', module: 'pricing', areas: ['pricing', 'paywall', 'onboarding'] },
  { pattern: '/subscribe', module: 'subscribe', areas: ['paywall', 'onboarding'] },
  { pattern: '/admin', module: 'admin', areas: ['admin', 'console', 'auth', 'landing'] },
  { pattern: '/verify/:verifyID', module: 'verify', areas: [] },
  { pattern: '/members/:country', module: 'members', areas: ['members'] },
  { pattern: '/sign-up', module: 'sign-up', areas: ['auth'] },
  { pattern: '/sign-in', module: 'sign-in', areas: ['auth'] },
  { pattern: '/forgot-password', module: 'forgot-password', areas: ['auth'] },
  { pattern: '/reset-password', module: 'reset-password', areas: ['auth'] },
  { pattern: '/account', module: 'account', areas: ['account', 'auth'] },
  { pattern: '/profile', module: 'profile', areas: ['profile', 'paywall', 'onboarding'] },
  // Development only: the server answers 404 for its API in production, and the page says so.
  { pattern: '/dev/outbox', module: 'dev-outbox', areas: ['dev'] },
  // The sandbox payment provider's checkout page (development, demos, browser tests).
  { pattern: '/sandbox/checkout/:sessionId', module: 'sandbox-checkout', areas: ['paywall'] },
];

export const NOT_FOUND_PAGE: PageDefinition = { pattern: '*', module: 'not-found', areas: [] };

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, index) => part.startsWith(':') || part === have[index]);
}

/** The page that draws `pathname` (the not-found page when none does). */
export function findPage(pathname: string): PageDefinition {
  return PAGES.find((page) => matches(page.pattern, pathname)) ?? NOT_FOUND_PAGE;
}
