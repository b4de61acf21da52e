// The second step of signing in to an account with two-factor sign-in (admins; decision 0019):
// the 6-digit code from the authenticator app, or one of the recovery codes when the phone is
// lost. The password step left a short-lived cookie that this step completes.
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthField } from '../../components/form/auth-field';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { secondFactorSchema } from '../../lib/forms/account-schema-loaders';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { refreshSession } from '../../lib/session/use-session';
import { afterSignInPath } from '../../lib/session/after-sign-in';
import { verifyAuthenticatorCode, verifyRecoveryCode } from './api/auth-api';
import { SignInFailure } from './sign-in-failure';
import { SendButton } from '../../components/form/send-button';

export function SecondFactorForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = usePageMutation(async ({ code, recovery }: { code: string; recovery: boolean }) => {
    await (recovery ? verifyRecoveryCode(code) : verifyAuthenticatorCode(code));
    const me = await refreshSession();
    await navigate(afterSignInPath(me), { replace: true });
  });
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: secondFactorSchema,
    defaultValues: { code: '', recovery: false },
    mutation,
  });
  const recovery = useWatch({ control: form.control, name: 'recovery' });

  return (
    <form {...formProps} aria-label={t('auth.secondFactor.title')} className="space-y-5">
      <h2 className="text-xl font-bold">{t('auth.secondFactor.title')}</h2>
      <p className="text-stone-700 dark:text-stone-300">{t(recovery ? 'auth.secondFactor.recoveryIntro' : 'auth.secondFactor.intro')}</p>
      <AuthField
        key={recovery ? 'recovery' : 'authenticator'}
        {...field('code')}
        label={t(recovery ? 'auth.secondFactor.recoveryLabel' : 'auth.secondFactor.codeLabel')}
        type="text"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 32 : 6}
      />
      {/* A suspension or ban can also be met here: the session opens only after the code. */}
      <FormNotice kind="error">{failure ? <SignInFailure failure={failure} /> : null}</FormNotice>
      <SendButton sending={sending} label={t('auth.secondFactor.submit')} sendingLabel={t('auth.signIn.sending')} wide />
      <button type="button" className="btn-ghost w-full" onClick={() => form.setValue('recovery', !recovery)}>
        {t(recovery ? 'auth.secondFactor.useAuthenticator' : 'auth.secondFactor.useRecovery')}
      </button>
    </form>
  );
}
