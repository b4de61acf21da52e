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

const linkClass = 'font-semibold text-amber-800 underline dark:text-amber-300';

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

  if (mutation.isSuccess) {
    return (
      <PageFrame title={t('auth.reset.doneTitle')} intro={t('auth.reset.doneText')}>
        <Link to={paths.signIn} className="btn-primary">
          {t('auth.signIn.title')}
        </Link>
      </PageFrame>
    );
  }
  if (invalid) {
    // An old, used or mistyped link: say so plainly and offer a new one.
    return (
      <PageFrame title={t('auth.reset.invalidTitle')} intro={t('auth.errors.INVALID_TOKEN')}>
        <Link to={paths.forgotPassword} className="btn-primary">
          {t('auth.reset.askAgain')}
        </Link>
      </PageFrame>
    );
  }
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
        <button type="submit" className="btn-primary w-full" disabled={sending}>
          {t(sending ? 'auth.reset.sending' : 'auth.reset.submit')}
        </button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={paths.signIn} className={linkClass}>
          {t('auth.forgot.back')}
        </Link>
      </p>
    </PageFrame>
  );
}
