import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { AccountMenu } from '../../features/auth/account-menu';
import { useSession } from '../../lib/session/use-session';
import { LanguageSwitcher } from '../../features/language/language-switcher';
import { ThemeSwitch } from '../../features/theme/theme-switch';
import { useMemberShell } from './member-shell';
import { NextStepLink } from './next-step-link';

/** Language, theme, Sign in or the Account menu, and the next step (not for a member's shell): in the header bar on wide screens, in the menu on small ones. */
export function HeaderActions({ className }: { className: string }) {
  const { t } = useTranslation();
  const { me } = useSession();
  // A member past every step has their places as tabs: no call to a next step.
  const shell = useMemberShell();
  return (
    <div className={className}>
      <LanguageSwitcher />
      <ThemeSwitch />
      {me.isAuthenticated ? (
        // Until /api/me names the member (first paint from the cache), a generic label.
        <AccountMenu name={me.user?.displayName ?? t('common.nav.account')} isAdmin={me.user?.role === 'admin'} />
      ) : (
        <Link to={paths.signIn} className="btn-ghost">
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('common.account.signIn')}
        </Link>
      )}
      {!shell && <NextStepLink />}
    </div>
  );
}
