import { MailCheck } from 'lucide-react';
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
import { useContractForm } from '../../lib/forms/use-contract-form';
import { signUpSchema } from '../../lib/forms/account-schema-loaders';
import type { FieldErrorKey } from '../../lib/forms/account-schemas';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { paths } from '../../../shared/paths';
import { DISPLAY_NAME_MAX_LENGTH, MINIMUM_AGE_YEARS } from '../../../shared/account-rules';
import { NewPasswordField } from '../../components/form/new-password-field';
import { SendButton } from '../../components/form/send-button';
import { AuthLink } from './auth-link';

type Field = 'displayName' | 'email' | 'password' | 'dateOfBirth';

/** The server's refusals that belong to one field are shown on that field. */
function fieldErrorsFor(error: unknown): Partial<Record<Field, FieldErrorKey>> {
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
  const mutation = usePageMutation((values: Record<Field, string>) =>
    signUp({ ...values, email: values.email.trim(), displayName: values.displayName.trim(), language: i18n.language }),
  );
  const { field, formProps, sending, failure } = useContractForm({
    schema: signUpSchema,
    defaultValues: { displayName: '', email: '', password: '', dateOfBirth: '' },
    mutation,
    fieldErrorsFor,
  });
  const sentTo = mutation.isSuccess && mutation.variables ? mutation.variables.email.trim() : null;

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

  const age = formatNumber(MINIMUM_AGE_YEARS, i18n.language);
  return (
    <PageFrame title={t('auth.signUp.title')} intro={t('auth.signUp.intro')}>
      <form {...formProps} aria-label={t('auth.signUp.title')} className="space-y-5">
        <AuthField
          {...field('displayName')}
          label={t('auth.fields.displayName')}
          type="text"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
        />
        <AuthField {...field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={254} />
        <NewPasswordField {...field('password')} label={t('auth.fields.password')} />
        <AuthField
          {...field('dateOfBirth')}
          label={t('auth.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          hint={t('auth.fields.ageRule', { age })}
        />
        <FormNotice kind="error">{failure ? authErrorMessage(t, failure) : null}</FormNotice>
        <SendButton sending={sending} label={t('auth.signUp.submit')} sendingLabel={t('auth.signUp.sending')} wide />
      </form>
      <p className="mt-6 text-sm text-stone-700 dark:text-stone-300">
        {t('auth.signUp.haveAccount')} <AuthLink to={paths.signIn}>{t('auth.signIn.title')}</AuthLink>
      </p>
    </PageFrame>
  );
}
