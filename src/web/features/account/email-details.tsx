import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { FormNotice } from '../../components/form/form-notice';
import { EmailAddress } from '../../components/ui/email-address';
import { accountErrorMessage } from './account-errors';
import { AccountSection } from './account-section';
import { useResendVerification } from './api/account-api';

/** The e-mail with its confirmation state (and a new link when unconfirmed), and the display name. */
export function EmailDetails({ email, emailVerified, displayName }: { email: string; emailVerified: boolean; displayName: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();

  return (
    <AccountSection id="account-details" title={t('account.details.heading')}>
      <dl className="space-y-4">
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('account.details.email')}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2">
            <EmailAddress email={email} />
            {emailVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-sm font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('account.details.verified')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                <CircleAlert aria-hidden="true" className="size-4" />
                {t('account.details.notVerified')}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('account.details.displayName')}</dt>
          <dd className="mt-1">{displayName}</dd>
        </div>
      </dl>
      {!emailVerified && (
        <div className="mt-4 space-y-3">
          <button type="button" className="btn-secondary" disabled={resend.isPending} onClick={() => resend.send(email)}>
            {t(resend.isPending ? 'account.details.resending' : 'account.details.resend')}
          </button>
          <FormNotice kind="error">{resend.isError ? accountErrorMessage(t, resend.error) : null}</FormNotice>
          <FormNotice kind="success">{resend.isSuccess ? t('account.details.resent') : null}</FormNotice>
        </div>
      )}
    </AccountSection>
  );
}
