import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { FormNotice } from '../../components/form/form-notice';
import { accountErrorMessage } from './account-errors';
import { AccountSection } from './account-section';
import { useSignOutEverywhere } from './api/account-api';

/** Ends every session of the member, this one too, after a confirm step. */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  // Still sending once it succeeded: the page is being left (onSignedOut).
  const sending = signOut.isPending || signOut.isSuccess;
  const confirm = () => signOut.send(undefined, { onSuccess: () => void onSignedOut() });

  return (
    <AccountSection id="account-sessions" title={t('account.sessions.heading')}>
      <p className="mb-4 text-stone-700 dark:text-stone-300">{t('account.sessions.intro')}</p>
      {confirming ? (
        <div className="space-y-3">
          <p className="font-semibold">{t('account.sessions.confirm')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={sending} onClick={confirm}>
              {t(sending ? 'account.sessions.sending' : 'account.sessions.confirmButton')}
            </button>
            <button type="button" className="btn-secondary" disabled={sending} onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
          {t('account.sessions.start')}
        </button>
      )}
      <div className="mt-3">
        <FormNotice kind="error">{signOut.isError ? accountErrorMessage(t, signOut.error) : null}</FormNotice>
      </div>
    </AccountSection>
  );
}
