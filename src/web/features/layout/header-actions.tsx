import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { LanguageSwitcher } from '../language/language-switcher';
import { ThemeSwitch } from '../theme/theme-switch';

/** Language, theme, Account and Join Now: in the header bar on wide screens, in the menu on small ones. */
export function HeaderActions({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <LanguageSwitcher />
      <ThemeSwitch />
      <Link to={paths.home} className="btn-ghost">
        <UserRound aria-hidden="true" className="size-4" />
        {t('common.nav.account')}
      </Link>
      <Link to={paths.subscribe} className="btn-primary">
        {t('common.nav.joinNow')}
      </Link>
    </div>
  );
}
