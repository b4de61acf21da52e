import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

/**
 * The two ways out of an error screen: load the page again, or go home. `fullReload`: home by a
 * full navigation, for the screen shown when the app itself broke (its state may be what broke,
 * and no router may be there to follow a Link).
 */
export function ErrorActions({ fullReload = false }: { fullReload?: boolean }) {
  const { t } = useTranslation();
  const home = t('common.errorScreens.global.home');
  return (
    <div className="flex justify-center gap-3">
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t('common.errorScreens.global.refresh')}
      </button>
      {fullReload ? (
        <a className="btn-secondary" href="/">
          {home}
        </a>
      ) : (
        <Link className="btn-secondary" to="/">
          {home}
        </Link>
      )}
    </div>
  );
}
