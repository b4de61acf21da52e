import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { apiRequest } from '../../lib/api-client';
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
  const [state, setState] = useState<{ sending: boolean; sent: boolean; failure: unknown }>({
    sending: false,
    sent: false,
    failure: null,
  });

  const resend = async () => {
    if (state.sending) return;
    setState({ sending: true, sent: false, failure: null });
    try {
      await sendVerificationEmail(email);
      setState({ sending: false, sent: true, failure: null });
    } catch (error) {
      setState({ sending: false, sent: false, failure: error });
    }
  };

  return (
    <div className="space-y-3">
      <button type="button" className="btn-secondary" onClick={() => void resend()} disabled={state.sending}>
        {t(state.sending ? 'auth.resend.sending' : 'auth.resend.button')}
      </button>
      <FormNotice kind="success">{state.sent ? t('auth.resend.sent', { email }) : null}</FormNotice>
      <FormNotice kind="error">{state.failure ? authErrorMessage(t, state.failure) : null}</FormNotice>
    </div>
  );
}
