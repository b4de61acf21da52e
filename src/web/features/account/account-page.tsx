// /account: the member's e-mail and its confirmation, membership, password, devices, pausing the
// profile, e-mails while away, push notifications, data and closing the account. Visitors are sent to sign in; the server refuses them anyway.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { toast } from '../../components/ui/toaster';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { refreshSession, resetSession, useSession } from '../../lib/session/use-session';
import { BillingSection } from './billing-section';
import { ChangePasswordForm } from './change-password-form';
import { DataExport } from './data-export';
import { DeleteAccountForm } from './delete-account-form';
import { EmailDetails } from './email-details';
import { EmailNotifications } from './email-notifications';
import { ProfilePause } from './profile-pause';
import { PushNotifications } from './push-notifications';
import { SignOutEverywhere } from './sign-out-everywhere';

export function AccountPage() {
  const { t } = useTranslation();
  usePageMeta('account');
  const navigate = useNavigate();
  const { me, status, refresh } = useSession();
  // Only a member with a membership has a profile others can see, and so one to pause.
  const canPause = me.hasSubscription;
  // Once the member has left (signed out everywhere, deleted), the page must not send them to
  // sign in while the landing page loads.
  const [leaving, setLeaving] = useState(false);

  /** This browser forgets the member at once, then goes to the landing page with a word. */
  const leave = async (message: string) => {
    setLeaving(true);
    resetSession();
    void refreshSession();
    toast({ description: message });
    await navigate(paths.landing);
  };

  if (me.user) {
    const { email, emailVerified, displayName } = me.user;
    return (
      <main id="main" className="mx-auto max-w-2xl px-6 py-12">
        <h1 className="mb-8 text-3xl font-bold">{t('account.title')}</h1>
        <div className="space-y-6">
          <EmailDetails email={email} emailVerified={emailVerified} displayName={displayName} />
          <BillingSection />
          <ChangePasswordForm />
          <SignOutEverywhere onSignedOut={() => leave(t('account.sessions.done'))} />
          {canPause && <ProfilePause />}
          <EmailNotifications />
          <PushNotifications />
          <DataExport />
          <DeleteAccountForm onDeleted={() => leave(t('account.delete.done'))} />
        </div>
      </main>
    );
  }
  if (status === 'ready' && !me.isAuthenticated && !leaving) return <Navigate to={paths.signIn} replace />;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="mb-4 text-3xl font-bold">{t('account.title')}</h1>
      {status === 'error' ? (
        <div role="alert" className="space-y-4">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="btn-secondary" onClick={() => void refresh()}>
            {t('account.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('account.loading')}</p>
      )}
    </main>
  );
}
