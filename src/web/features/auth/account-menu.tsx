import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMenuButton } from '../../components/ui/use-menu-button';
import { useTranslation } from '../../i18n/react';
import { lazyOnce } from '../../lib/lazy-once';
import type AccountMenuItems from './account-menu-items';

type ItemsModule = { default: typeof AccountMenuItems };
let itemsLoaded: ItemsModule | undefined;

/**
 * The menu's entries and Sign out, a chunk of their own that visitors never fetch
 * (docs/targets.md S1): fetched once, again after a failed download. main.tsx asks for it before
 * the first paint of a member known from auth_state.
 */
export const preloadAccountMenu: () => Promise<ItemsModule> = lazyOnce(() =>
  import('./account-menu-items').then((module) => (itemsLoaded = module)),
);

/** The entries' module once here; `failed` after a download that did not arrive. */
function useMenuItems() {
  const [module, setModule] = useState(itemsLoaded);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    preloadAccountMenu().then(setModule, () => setFailed(true));
  };
  // A member's header fetches the entries as soon as it shows the button, long before a click.
  useEffect(() => {
    if (!module) load();
    // Once, when the button first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { module, failed, retry: load };
}

const PENDING_CLASS = 'flex w-full items-center gap-2 px-3 py-2 text-start text-sm';

/** The member's menu button in the header (their display name): My profile, My matches, Account
 * settings, Admin dashboard for admins, and Sign out. */
export function AccountMenu({ name, isAdmin = false }: { name: string; isAdmin?: boolean }) {
  const { t } = useTranslation();
  const { open, setOpen, containerRef, buttonProps, menuProps } = useMenuButton();
  const { module, failed, retry } = useMenuItems();

  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        aria-label={t('common.account.menu', { name })}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 dark:hover:bg-stone-800"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="max-w-32 truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <ul
          {...menuProps}
          aria-label={t('common.account.menu', { name })}
          className="absolute end-0 z-50 mt-1 min-w-44 rounded-md border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {module ? (
            <module.default isAdmin={isAdmin} onClose={() => setOpen(false)} />
          ) : (
            <li role="none">
              {/* Offline when the page loaded the entries: say so, and try again on a click. */}
              <button type="button" role="menuitem" tabIndex={-1} disabled={!failed} onClick={retry} className={PENDING_CLASS}>
                {t(failed ? 'common.errors.NETWORK' : 'common.actions.loading')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
