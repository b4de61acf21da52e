import { useTranslation } from '../../i18n/react';
import { apiRequest } from '../../lib/api-client';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { AUTH_PATHS, authUrl } from '../../../shared/routes/auth';
import { authErrorMessage } from '../../lib/forms/auth-errors';
import { FormNotice } from '../../components/form/form-notice';

/** The server answers the same whether or not the address has an account (docs/targets.md T5). */
const sendVerificationEmail = (email: string) =>
  apiRequest<void>(authUrl(AUTH_PATHS.sendVerificationEmail), { method: 'POST', json: { email } });

/**
 * "Resend the e-mail" for a member still waiting for the confirmation link: after sign-up, and
 * when sign-in is refused for an unconfirmed address. The server rate-limits it (429 is shown).
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = usePageMutation(sendVerificationEmail);

  return (
    <div className="space-y-3">
      <button type="button" className="btn-secondary" onClick={() => resend.send(email)} disabled={resend.isPending}>
        {t(resend.isPending ? 'auth.resend.sending' : 'auth.resend.button')}
      </button>
      <FormNotice kind="success">{resend.isSuccess ? t('auth.resend.sent', { email }) : null}</FormNotice>
      <FormNotice kind="error">{resend.error ? authErrorMessage(t, resend.error) : null}</FormNotice>
    </div>
  );
}
