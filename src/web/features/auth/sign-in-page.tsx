import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { signIn } from './api/auth-api';
import { AuthField } from '../../components/form/auth-field';
import { errorCode } from '../../lib/forms/auth-errors';
import { PageFrame } from '../../components/page-frame';
import { FormNotice } from '../../components/form/form-notice';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { signInSchema } from '../../lib/forms/account-schema-loaders';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { ResendVerification } from './resend-verification';
import { SignInFailure } from './sign-in-failure';
import { SecondFactorForm } from './second-factor-form';
import { SignedOutOnly } from './signed-out-only';
import { refreshSession } from '../../lib/session/use-session';
import { afterSignInPath } from '../../lib/session/after-sign-in';
import { paths } from '../../../shared/paths';
import { SendButton } from '../../components/form/send-button';
import { AuthLink } from './auth-link';

export function SignInPage() {
  const { t } = useTranslation();
  usePageMeta('sign-in');
  return (
    <SignedOutOnly title={t('auth.signIn.title')}>
      <SignInForm />
    </SignedOutOnly>
  );
}

function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // An account with two-factor sign-in: the password was right, the code comes next.
  const mutation = usePageMutation(async (values: { email: string; password: string }) => {
    const answer = await signIn({ email: values.email.trim(), password: values.password });
    if (answer?.twoFactorRedirect) return 'second-factor';
    const me = await refreshSession();
    // Replace: Back from the gate should not return to a form a member cannot use.
    await navigate(afterSignInPath(me), { replace: true });
    return 'signed-in';
  });
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    mutation,
  });
  const notVerified = errorCode(failure) === 'EMAIL_NOT_VERIFIED';
  const email = useWatch({ control: form.control, name: 'email' });
  if (mutation.data === 'second-factor') {
    return (
      <PageFrame title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
        <SecondFactorForm />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
      <form {...formProps} aria-label={t('auth.signIn.title')} className="space-y-5">
        <AuthField {...field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={254} />
        <AuthField
          {...field('password')}
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
        />
        {/* Not verified is not a failure of the member: a new link is on its way. */}
        <FormNotice kind="error">{failure && !notVerified ? <SignInFailure failure={failure} /> : null}</FormNotice>
        <FormNotice kind="success">{notVerified ? t('auth.errors.EMAIL_NOT_VERIFIED') : null}</FormNotice>
        <SendButton sending={sending} label={t('auth.signIn.submit')} sendingLabel={t('auth.signIn.sending')} wide />
      </form>
      {notVerified && (
        <div className="mt-4">
          <ResendVerification email={email.trim()} />
        </div>
      )}
      <p className="mt-6 text-sm">
        <AuthLink to={paths.forgotPassword}>{t('auth.signIn.forgot')}</AuthLink>
      </p>
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        {t('auth.signIn.noAccount')} <AuthLink to={paths.signUp}>{t('auth.signUp.title')}</AuthLink>
      </p>
    </PageFrame>
  );
}
