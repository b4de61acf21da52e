// The account menu's entries and its Sign out: a chunk of their own, fetched when a member's
// header first shows the menu's button (or before the first paint for a member known from
// auth_state), never by a visitor's page (docs/targets.md S1).
import { HeartHandshake, IdCard, LayoutDashboard, LogOut, type LucideIcon, Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { signOut } from './api/auth-api';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
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

/** Even if the server cannot be reached, this browser forgets the member. */
const signOutHere = () =>
  signOut().then(
    () => undefined,
    () => undefined,
  );

export default function AccountMenuItems({ isAdmin, onClose }: { isAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstItem = useRef<HTMLAnchorElement>(null);

  // The entries mount when the menu opens (or when their chunk arrives after it opened): the
  // first takes the focus, as the menu-button pattern asks.
  useEffect(() => firstItem.current?.focus(), []);

  // A write of the member's pages that a public page's header also offers: usePageMutation, not
  // TanStack Query, which public pages never download (docs/decisions/0016-data-loading.md).
  const signingOut = usePageMutation(signOutHere);
  const onSignOut = () =>
    signingOut.send(undefined, {
      onSuccess: () => {
        onClose();
        resetSession();
        void refreshSession();
        void navigate(paths.landing);
      },
    });

  return (
    <>
      {LINKS.filter((link) => isAdmin || !link.adminOnly).map(({ to, icon: Icon, label }, index) => (
        <li key={to} role="none">
          <Link ref={index === 0 ? firstItem : undefined} role="menuitem" tabIndex={-1} to={to} onClick={onClose} className={ITEM_CLASS}>
            <Icon aria-hidden="true" className="size-4" />
            {t(label)}
          </Link>
        </li>
      ))}
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} disabled={signingOut.isPending} onClick={onSignOut} className={ITEM_CLASS}>
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('common.account.signOut')}
        </button>
      </li>
    </>
  );
}
