import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { resetPassword } from './api/auth-api';
import { AuthField } from '../../components/form/auth-field';
import { authErrorMessage, errorCode } from '../../lib/forms/auth-errors';
import { PageFrame } from '../../components/page-frame';
import { FormNotice } from '../../components/form/form-notice';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { resetPasswordSchema } from '../../lib/forms/account-schema-loaders';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { PASSWORD_MAX_LENGTH } from '../../../shared/account-rules';
import { NewPasswordField } from '../../components/form/new-password-field';
import { paths } from '../../../shared/paths';
import { SendButton } from '../../components/form/send-button';
import { BackToSignIn } from './auth-link';

/** The page's two ends other than the form: what happened (translation keys), and the one way on. */
const OUTCOMES = {
  done: { title: 'auth.reset.doneTitle', text: 'auth.reset.doneText', to: paths.signIn, action: 'auth.signIn.title' },
  invalid: { title: 'auth.reset.invalidTitle', text: 'auth.errors.INVALID_TOKEN', to: paths.forgotPassword, action: 'auth.reset.askAgain' },
};

function ResetOutcome({ title, text, to, action }: (typeof OUTCOMES)[keyof typeof OUTCOMES]) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(title)} intro={t(text)}>
      <Link to={to} className="btn-primary">
        {t(action)}
      </Link>
    </PageFrame>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta('reset-password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = usePageMutation(({ password }: { password: string }) => resetPassword(password, token));
  const { field, formProps, sending, failure } = useContractForm({
    schema: resetPasswordSchema,
    defaultValues: { password: '', confirm: '' },
    mutation,
  });
  const invalid = !token || params.has('error') || errorCode(failure) === 'INVALID_TOKEN';

  if (mutation.isSuccess) return <ResetOutcome {...OUTCOMES.done} />;
  // An old, used or mistyped link: say so plainly and offer a new one.
  if (invalid) return <ResetOutcome {...OUTCOMES.invalid} />;
  return (
    <PageFrame title={t('auth.reset.title')}>
      <form {...formProps} aria-label={t('auth.reset.title')} className="space-y-5">
        <NewPasswordField {...field('password')} label={t('auth.fields.newPassword')} />
        <AuthField
          {...field('confirm')}
          label={t('auth.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <FormNotice kind="error">{failure ? authErrorMessage(t, failure) : null}</FormNotice>
        <SendButton sending={sending} label={t('auth.reset.submit')} sendingLabel={t('auth.reset.sending')} wide />
      </form>
      <BackToSignIn />
    </PageFrame>
  );
}
