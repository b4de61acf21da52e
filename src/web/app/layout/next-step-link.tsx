// The header's call to action for a signed-in member (visitors get Join Now, header-actions.tsx):
// the step that is next for them (choose a plan, finish the questionnaire, verify the ID, then
// browse); for an admin, the dashboard. A member who has joined is never asked to join again.
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../lib/session/use-session';
import { EVERY_STEP, firstUnmetStep } from '../onboarding/onboarding-steps';

export function NextStepLink() {
  const { t } = useTranslation();
  const { me } = useSession();
  if (me.user?.role === 'admin') {
    return (
      <Link to={paths.admin} className="btn-primary whitespace-nowrap">
        {t('common.nav.next.admin')}
      </Link>
    );
  }
  const step = firstUnmetStep(me, EVERY_STEP);
  const [to, label] =
    step === 'subscribe'
      ? [paths.subscribe, 'subscribe']
      : step === 'questionnaire' || step === 'verifyId'
        ? [paths.home, step]
        : [paths.profiles, 'browse'];
  return (
    <Link to={to} className="btn-primary whitespace-nowrap">
      {t(`common.nav.next.${label}`)}
    </Link>
  );
}
