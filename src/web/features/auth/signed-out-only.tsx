import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { useSession } from '../../lib/session/use-session';

/**
 * Sign-in and sign-up are for visitors: a signed-in member is sent on to '/' (replacing the
 * history entry, so Back does not return to a form they cannot use). Only once the server has
 * answered; while it is asked, cached "signed in" flags show 'Loading...' rather than a form
 * that is about to vanish. If /api/me cannot be reached, the form stays usable.
 */
export function SignedOutOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { me, status } = useSession();
  if (me.isAuthenticated && status === 'ready') return <Navigate to={paths.home} replace />;
  if (me.isAuthenticated && status === 'loading') {
    return (
      <PageFrame title={title}>
        <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      </PageFrame>
    );
  }
  return <>{children}</>;
}
