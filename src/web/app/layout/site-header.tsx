import { Heart, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { HeaderActions } from './header-actions';
import { useMemberHeader } from './member-header-parts';
import { useMemberShell } from './member-shell';
import { HEADER_LINKS, MOBILE_LINKS } from './nav-items';
import { useHydrated } from '../../lib/use-hydrated';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-stone-100 dark:hover:bg-stone-800 ${
    isActive ? 'text-amber-800 dark:text-amber-300' : 'text-stone-700 dark:text-stone-200'
  }`;

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const shell = useMemberShell();
  // The tabs come with the member's header parts, a chunk visitors never fetch (docs/targets.md S1).
  const MemberTabs = useMemberHeader(shell)?.MemberTabs;
  // The mobile menu is open on the place it was opened on: choosing any entry (a navigation, or
  // a hash change) closes it, with no effect to run after the render.
  const here = `${location.pathname}${location.hash}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const hydrated = useHydrated();
  const menuOpen = openOn === here;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? here : null);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-stone-900"
      >
        {t('common.nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        {/* A member's home is theirs (/); a visitor's is the landing page. */}
        <Link
          to={shell ? paths.home : paths.landing}
          className="flex shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-amber-900 dark:text-amber-200"
        >
          <Heart aria-hidden="true" className="size-6 fill-current" />
          <span>{t('common.brand')}</span>
        </Link>
        {shell ? (
          // The member's places, in the header from `md` up; on a phone they are the bar at the bottom.
          // Until their chunk is here (a member's first paint waits for it: main.tsx), the space stays.
          MemberTabs ? (
            <MemberTabs placement="header" />
          ) : (
            <div className="hidden flex-1 md:block" />
          )
        ) : (
          <nav aria-label={t('common.nav.main')} className="hidden flex-1 items-center gap-1 xl:flex">
            {HEADER_LINKS.map((link) => (
              <NavLink key={link.key} to={link.to} end className={navLinkClass}>
                {t(`common.nav.${link.key}`)}
              </NavLink>
            ))}
          </nav>
        )}
        <HeaderActions className="ms-auto hidden items-center gap-2 xl:flex" />
        <div className="ms-auto flex items-center gap-1 xl:ms-0">
          <button
            type="button"
            className="rounded-md p-2 hover:bg-stone-100 xl:hidden dark:hover:bg-stone-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            // It opens the menu once the app has taken a pre-rendered page over (lib/use-hydrated.ts).
            disabled={!hydrated}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{t(menuOpen ? 'common.nav.closeMenu' : 'common.nav.openMenu')}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-stone-200 px-4 pb-4 xl:hidden dark:border-stone-800">
          <nav aria-label={t('common.nav.mobile')} className="flex flex-col py-2">
            {MOBILE_LINKS.map((link) => (
              <Link
                key={link.key}
                to={link.to}
                // Closed at once, not after the navigation: the page must not move under the scroll.
                onClick={() => setMenuOpen(false)}
                className="rounded-md px-2 py-2.5 font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                {t(`common.nav.${link.key}`)}
              </Link>
            ))}
          </nav>
          <HeaderActions className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-3 dark:border-stone-800" />
        </div>
      )}
    </header>
  );
}
