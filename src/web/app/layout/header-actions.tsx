import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../lib/session/use-session';
import { LanguageSwitcher } from '../../features/language/language-switcher';
import { ThemeSwitch } from '../../features/theme/theme-switch';
import { useMemberHeader } from './member-header-parts';
import { useMemberShell } from './member-shell';

/** Language, theme, Sign in and Join Now, or the Account menu and the member's next step (not in a
 * member's shell): in the header bar on wide screens, in the menu on small ones. A member's parts
 * are a chunk visitors never fetch (member-header-parts.ts). */
export function HeaderActions({ className }: { className: string }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const member = useMemberHeader(me.isAuthenticated);
  // A member past every step has their places as tabs: no call to a next step.
  const shell = useMemberShell();
  return (
    <div className={className}>
      <LanguageSwitcher />
      <ThemeSwitch />
      {!me.isAuthenticated ? (
        <>
          <Link to={paths.signIn} className="btn-ghost">
            <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('common.account.signIn')}
          </Link>
          <Link to={paths.subscribe} className="btn-primary whitespace-nowrap">
            {t('common.nav.joinNow')}
          </Link>
        </>
      ) : (
        member && (
          <>
            {/* Until /api/me names the member (first paint from the cache), a generic label. */}
            <member.AccountMenu name={me.user?.displayName ?? t('common.nav.account')} isAdmin={me.user?.role === 'admin'} />
            {!shell && <member.NextStepLink />}
          </>
        )
      )}
    </div>
  );
}
