import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { requestPasswordReset } from './api/auth-api';
import { AuthField } from '../../components/form/auth-field';
import { authErrorMessage } from '../../lib/forms/auth-errors';
import { PageFrame } from '../../components/page-frame';
import { FormNotice } from '../../components/form/form-notice';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { forgotPasswordSchema } from '../../lib/forms/account-schema-loaders';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { SendButton } from '../../components/form/send-button';
import { BackToSignIn } from './auth-link';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta('forgot-password');
  const mutation = usePageMutation(({ email }: { email: string }) => requestPasswordReset(email.trim()));
  const { field, formProps, sending, failure } = useContractForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    mutation,
  });
  return (
    <PageFrame title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form {...formProps} aria-label={t('auth.forgot.title')} className="space-y-5">
        <AuthField {...field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={254} />
        {/* The same sentence whether or not the address has an account (no enumeration). */}
        <FormNotice kind="success">{mutation.isSuccess ? t('auth.forgot.sent') : null}</FormNotice>
        <FormNotice kind="error">{failure ? authErrorMessage(t, failure) : null}</FormNotice>
        <SendButton sending={sending} label={t('auth.forgot.submit')} sendingLabel={t('auth.forgot.sending')} wide />
      </form>
      <BackToSignIn />
    </PageFrame>
  );
}
