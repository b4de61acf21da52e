// The second step of signing in to an account with two-factor sign-in (admins; decision 0019):
// the 6-digit code from the authenticator app, or one of the recovery codes when the phone is
// lost. The password step left a short-lived cookie that this step completes.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { AuthField } from '../../components/form/auth-field';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { useAuthForm } from '../../lib/forms/use-auth-form';
import { collect } from '../../lib/forms/validate';
import { refreshSession } from '../../lib/session/use-session';
import { verifyAuthenticatorCode, verifyRecoveryCode } from './api/auth-api';
import { SignInFailure } from './sign-in-failure';

const FIELDS = ['code'] as const;
const AUTHENTICATOR_CODE = /^\d{6}$/;

export function SecondFactorForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const form = useAuthForm<'code'>({
    fields: FIELDS,
    initial: { code: '' },
    validate: ({ code }) => {
      const value = code.replace(/\s/g, '');
      if (value === '') return collect({ code: 'required' });
      return collect({ code: recovery || AUTHENTICATOR_CODE.test(value) ? undefined : 'code' });
    },
    send: async ({ code }) => {
      const value = code.replace(/\s/g, '');
      await (recovery ? verifyRecoveryCode(value) : verifyAuthenticatorCode(value));
      await refreshSession();
      await navigate(paths.home, { replace: true });
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.secondFactor.title')} className="space-y-5">
      <h2 className="text-xl font-bold">{t('auth.secondFactor.title')}</h2>
      <p className="text-stone-700 dark:text-stone-300">{t(recovery ? 'auth.secondFactor.recoveryIntro' : 'auth.secondFactor.intro')}</p>
      <AuthField
        key={recovery ? 'recovery' : 'authenticator'}
        {...form.field('code')}
        label={t(recovery ? 'auth.secondFactor.recoveryLabel' : 'auth.secondFactor.codeLabel')}
        type="text"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 32 : 6}
      />
      {/* A suspension or ban can also be met here: the session opens only after the code. */}
      <FormNotice kind="error">{form.failure ? <SignInFailure failure={form.failure} /> : null}</FormNotice>
      <button type="submit" className="btn-primary w-full" disabled={form.sending}>
        {t(form.sending ? 'auth.signIn.sending' : 'auth.secondFactor.submit')}
      </button>
      <button type="button" className="btn-ghost w-full" onClick={() => setRecovery((value) => !value)}>
        {t(recovery ? 'auth.secondFactor.useAuthenticator' : 'auth.secondFactor.useRecovery')}
      </button>
    </form>
  );
}
