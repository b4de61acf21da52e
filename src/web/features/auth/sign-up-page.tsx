import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { signUp } from './api/auth-api';
import { AuthField } from '../../components/form/auth-field';
import { authErrorMessage, errorCode } from '../../lib/forms/auth-errors';
import { PageFrame } from '../../components/page-frame';
import { FormNotice } from '../../components/form/form-notice';
import { ResendVerification } from './resend-verification';
import { SignedOutOnly } from './signed-out-only';
import { useAuthForm } from '../../lib/forms/use-auth-form';
import { paths } from '../../../shared/paths';
import { checkDateOfBirth, checkDisplayName, checkEmail, checkPassword, collect, type FieldErrors } from '../../lib/forms/validate';
import { DISPLAY_NAME_MAX_LENGTH, MINIMUM_AGE_YEARS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';

const FIELDS = ['displayName', 'email', 'password', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];

/** The server's refusals that belong to one field are shown on that field. */
function fieldErrorsFor(error: unknown): FieldErrors<Field> {
  switch (errorCode(error)) {
    case 'UNDER_MINIMUM_AGE':
      return { dateOfBirth: 'tooYoung' };
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return { password: 'passwordLength' };
    case 'INVALID_EMAIL':
      return { email: 'email' };
    default:
      return {};
  }
}

export function SignUpPage() {
  const { t } = useTranslation();
  usePageMeta('sign-up');
  return (
    <SignedOutOnly title={t('auth.signUp.title')}>
      <SignUpForm />
    </SignedOutOnly>
  );
}

function SignUpForm() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm<Field>({
    fields: FIELDS,
    initial: { displayName: '', email: '', password: '', dateOfBirth: '' },
    validate: (values) =>
      collect({
        displayName: checkDisplayName(values.displayName),
        email: checkEmail(values.email),
        password: checkPassword(values.password),
        dateOfBirth: checkDateOfBirth(values.dateOfBirth),
      }),
    send: async (values) => {
      const email = values.email.trim();
      await signUp({ ...values, email, displayName: values.displayName.trim(), language: i18n.language });
      setSentTo(email);
    },
    fieldErrorsFor,
  });

  if (sentTo !== null) {
    // The same answer for a known e-mail as for a new one: nobody learns who is a member.
    return (
      <PageFrame title={t('auth.signUp.sent.title')}>
        <MailCheck aria-hidden="true" className="mb-4 size-12 text-amber-700 dark:text-amber-300" />
        <p className="mb-4 text-lg">{t('auth.signUp.sent.text', { email: sentTo })}</p>
        <p className="mb-6 text-stone-700 dark:text-stone-300">{t('auth.signUp.sent.hint')}</p>
        <div className="mb-6">
          <ResendVerification email={sentTo} />
        </div>
        <Link to={paths.signIn} className="btn-primary">
          {t('auth.signIn.title')}
        </Link>
      </PageFrame>
    );
  }

  const numbers = {
    min: formatNumber(PASSWORD_MIN_LENGTH, i18n.language),
    max: formatNumber(PASSWORD_MAX_LENGTH, i18n.language),
    age: formatNumber(MINIMUM_AGE_YEARS, i18n.language),
  };
  return (
    <PageFrame title={t('auth.signUp.title')} intro={t('auth.signUp.intro')}>
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.signUp.title')} className="space-y-5">
        <AuthField
          {...form.field('displayName')}
          label={t('auth.fields.displayName')}
          type="text"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
        />
        <AuthField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={254} />
        <AuthField
          {...form.field('password')}
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t('auth.fields.passwordRule', numbers)}
        />
        <AuthField
          {...form.field('dateOfBirth')}
          label={t('auth.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          hint={t('auth.fields.ageRule', numbers)}
        />
        <FormNotice kind="error">{form.failure ? authErrorMessage(t, form.failure) : null}</FormNotice>
        <button type="submit" className="btn-primary w-full" disabled={form.sending}>
          {t(form.sending ? 'auth.signUp.sending' : 'auth.signUp.submit')}
        </button>
      </form>
      <p className="mt-6 text-sm text-stone-700 dark:text-stone-300">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={paths.signIn} className="font-semibold text-amber-800 underline dark:text-amber-300">
          {t('auth.signIn.title')}
        </Link>
      </p>
    </PageFrame>
  );
}
