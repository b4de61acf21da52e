import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { refreshSession } from '../../../lib/session/use-session';

/**
 * The deck's answer for a viewer without a profile, a fallback since the profile's required part
 * belongs to the Questionnaire step (docs/decisions/0031-profile-in-onboarding.md): the session
 * is asked again, and the guard shows that step's profile page in place of the deck. Never the
 * profile's whole form.
 */
export function NeedsProfileNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    void refreshSession();
  }, []);
  return (
    <div className="rounded-3xl border border-stone-200 p-8 text-center dark:border-stone-700">
      <h2 className="mb-2 text-2xl font-bold">{t('discovery.needsProfile.title')}</h2>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('discovery.needsProfile.text')}</p>
      <Link className="btn-primary" to={paths.home}>
        {t('discovery.needsProfile.cta')}
      </Link>
    </div>
  );
}
