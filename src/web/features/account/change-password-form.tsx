import { useTranslation } from '../../i18n/react';
import { AuthField } from '../../components/form/auth-field';
import { FormNotice } from '../../components/form/form-notice';
import { changePasswordSchema } from '../../lib/forms/account-schema-loaders';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useGuardedMutation } from '../../lib/query/use-guarded-mutation';
import { refreshSession } from '../../lib/session/use-session';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import { accountErrorMessage } from './account-errors';
import { AccountSection } from './account-section';
import { changePassword } from './api/account-api';
import { SendButton } from '../../components/form/send-button';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; the other devices are signed out, this one stays in. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const mutation = useGuardedMutation({
    mutationFn: async ({ currentPassword, newPassword }: typeof EMPTY) => {
      await changePassword(currentPassword, newPassword);
      // better-auth gave this browser a new session cookie: ask who we are again.
      await refreshSession();
    },
  });
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    mutation,
    // Emptied after a success only: a failure keeps every value.
    onSuccess: () => form.reset(EMPTY),
    successUntilEdit: true,
  });
  const password = { type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH } as const;
  return (
    <AccountSection id="account-password" title={t('account.password.heading')}>
      <p className="mb-4 text-stone-700 dark:text-stone-300">{t('account.password.intro')}</p>
      <form {...formProps} aria-label={t('account.password.heading')} className="space-y-4">
        <AuthField {...field('currentPassword')} {...password} label={t('account.password.current')} autoComplete="current-password" />
        <AuthField
          {...field('newPassword')}
          {...password}
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordRule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        />
        <AuthField {...field('confirmPassword')} {...password} label={t('auth.fields.confirmPassword')} />
        <FormNotice kind="error">{failure ? accountErrorMessage(t, failure) : null}</FormNotice>
        <SendButton sending={sending} label={t('account.password.submit')} sendingLabel={t('account.password.sending')} />
      </form>
      <div className="mt-4">
        <FormNotice kind="success">{mutation.isSuccess ? t('account.password.done') : null}</FormNotice>
      </div>
    </AccountSection>
  );
}
