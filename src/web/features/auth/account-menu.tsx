import { ChevronDown, HeartHandshake, IdCard, LayoutDashboard, LogOut, type LucideIcon, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useMenuButton } from '../../components/ui/use-menu-button';
import { useTranslation } from '../../i18n/react';
import { signOut } from './api/auth-api';
import { refreshSession, resetSession } from '../../lib/session/use-session';

const ITEM_CLASS =
  'flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-amber-50 focus:bg-amber-50 focus:outline-none dark:hover:bg-stone-800 dark:focus:bg-stone-800';

/** The menu's pages, in its order; the dashboard only for admins. */
const LINKS: readonly { to: string; icon: LucideIcon; label: string; adminOnly?: true }[] = [
  { to: paths.profile, icon: IdCard, label: 'common.account.profile' },
  { to: paths.matches, icon: HeartHandshake, label: 'common.account.matches' },
  { to: paths.account, icon: Settings, label: 'common.account.settings' },
  { to: paths.admin, icon: LayoutDashboard, label: 'common.account.admin', adminOnly: true },
];

/** The member's menu button in the header (their display name): My profile, My matches, Account
 * settings, Admin dashboard for admins, and Sign out. */
export function AccountMenu({ name, isAdmin = false }: { name: string; isAdmin?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, setOpen, containerRef, buttonProps, menuProps } = useMenuButton();
  const [busy, setBusy] = useState(false);

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // Even if the server cannot be reached, this browser forgets the member.
    }
    setOpen(false);
    setBusy(false);
    resetSession();
    void refreshSession();
    await navigate(paths.landing);
  };

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
          {LINKS.filter((link) => isAdmin || !link.adminOnly).map(({ to, icon: Icon, label }) => (
            <li key={to} role="none">
              <Link role="menuitem" tabIndex={-1} to={to} onClick={() => setOpen(false)} className={ITEM_CLASS}>
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} disabled={busy} onClick={() => void onSignOut()} className={ITEM_CLASS}>
              <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('common.account.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
