import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { requestPasswordReset } from './api/auth-api';
import { AuthField } from '../../components/form/auth-field';
import { authErrorMessage } from '../../lib/forms/auth-errors';
import { PageFrame } from '../../components/page-frame';
import { FormNotice } from '../../components/form/form-notice';
import { useAuthForm } from '../../lib/forms/use-auth-form';
import { checkEmail, collect } from '../../lib/forms/validate';
import { paths } from '../../../shared/paths';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta('forgot-password');
  const [sent, setSent] = useState(false);
  const form = useAuthForm<'email'>({
    fields: FIELDS,
    initial: { email: '' },
    validate: (values) => collect({ email: checkEmail(values.email) }),
    send: async (values) => {
      setSent(false);
      await requestPasswordReset(values.email.trim());
      setSent(true);
    },
  });
  return (
    <PageFrame title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.forgot.title')} className="space-y-5">
        <AuthField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={254} />
        {/* The same sentence whether or not the address has an account (no enumeration). */}
        <FormNotice kind="success">{sent ? t('auth.forgot.sent') : null}</FormNotice>
        <FormNotice kind="error">{form.failure ? authErrorMessage(t, form.failure) : null}</FormNotice>
        <button type="submit" className="btn-primary w-full" disabled={form.sending}>
          {t(form.sending ? 'auth.forgot.sending' : 'auth.forgot.submit')}
        </button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={paths.signIn} className="font-semibold text-amber-800 underline dark:text-amber-300">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </PageFrame>
  );
}
