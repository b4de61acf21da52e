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
