// Who may see /admin (spec section 4, with decisions.md's admin role): while the session is
// checked, 'Loading...'; a visitor goes to '/'; a member gets 'Access Denied'; an admin without
// a second factor, its set-up; an admin whose session was opened without it (an e-mailed
// sign-in link), the way to sign in with it; an admin signed in with it, the dashboard. The
// server refuses the admin API to anyone else all the same: this only spares them a page of
// errors.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { FormNotice } from '../../components/form/form-notice';
import { useSession } from '../../lib/session/use-session';
import { AccessDenied } from './access-denied';
import { TwoFactorSetup } from './two-factor/two-factor-setup';
import { RetryNotice } from '../../components/list-states';

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-bold">{t('admin.title')}</h1>
      {children}
    </main>
  );
}

export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { me, status, refresh } = useSession();

  // The cached flags know nothing of roles: wait for the server's answer.
  if (status === 'loading') {
    return (
      <Frame>
        <p role="status" className="min-h-40 text-stone-700 dark:text-stone-300">
          {t('common.actions.loading')}
        </p>
      </Frame>
    );
  }
  if (status === 'error') {
    return (
      <Frame>
        <RetryNotice message={t('admin.sessionError')} onRetry={() => void refresh()} />
      </Frame>
    );
  }
  if (!me.isAuthenticated || !me.user) return <Navigate to={paths.home} replace />;
  if (me.user.role !== 'admin') return <AccessDenied />;
  // The server opens no admin route before a second factor is set up (route-access.ts).
  if (!me.user.twoFactorEnabled) {
    return (
      <Frame>
        <TwoFactorSetup />
      </Frame>
    );
  }
  if (!me.user.secondFactorVerified) {
    return (
      <Frame>
        <FormNotice kind="error">{t('admin.twoFactor.reSignIn')}</FormNotice>
      </Frame>
    );
  }
  return children;
}
