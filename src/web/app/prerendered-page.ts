// Whether the root holds this very page pre-rendered at build time, so that React may hydrate it
// (docs/decisions/0038-prerendered-public-pages.md). The build marks the root with the page and
// language it drew ("/about fr", scripts/prerender-pages.ts); it drew a visitor's page with the
// system theme. Anything else (another language chosen in this browser, a member, a theme of their
// own, whose switch shows their choice, a query string a page may read) is drawn afresh, as on
// every other page.
import type { Language } from '../../shared/constants';
import { readStoredTheme } from '../features/theme/theme';
import { readAuthState } from '../lib/session/auth-state';

export function holdsPrerenderedPage(container: HTMLElement, language: Language): boolean {
  return (
    container.getAttribute('data-prerendered') === `${window.location.pathname} ${language}` &&
    window.location.search === '' &&
    !readAuthState()?.isAuthenticated &&
    readStoredTheme() === 'system'
  );
}

/**
 * A pre-rendered page holds the CSS it needs inline; the full stylesheet, for what the app draws
 * next, is fetched now without holding anything (scripts/prerender-pages.ts).
 */
export function loadFullStylesheet(container: HTMLElement): void {
  const href = container.getAttribute('data-stylesheet');
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
