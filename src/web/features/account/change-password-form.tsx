import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { AuthField } from '../../components/form/auth-field';
import { FormNotice } from '../../components/form/form-notice';
import { useAuthForm } from '../../lib/forms/use-auth-form';
import { refreshSession } from '../../lib/session/use-session';
import { checkPassword, collect } from '../../lib/forms/validate';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import { accountErrorMessage } from './account-errors';
import { AccountSection } from './account-section';
import { changePassword } from './api/account-api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; the other devices are signed out, this one stays in. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  // A new key empties the form after a success (and only then: a failure keeps every value).
  const [generation, setGeneration] = useState(0);
  return (
    <AccountSection id="account-password" title={t('account.password.heading')}>
      <p className="mb-4 text-stone-700 dark:text-stone-300">{t('account.password.intro')}</p>
      <PasswordFields
        key={generation}
        onChanged={() => {
          setDone(true);
          setGeneration((value) => value + 1);
        }}
        onEdit={() => setDone(false)}
      />
      <div className="mt-4">
        <FormNotice kind="success">{done ? t('account.password.done') : null}</FormNotice>
      </div>
    </AccountSection>
  );
}

function PasswordFields({ onChanged, onEdit }: { onChanged: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const form = useAuthForm<Field>({
    fields: FIELDS,
    initial: EMPTY,
    validate: (values) =>
      collect({
        currentPassword: values.currentPassword ? undefined : 'required',
        newPassword: checkPassword(values.newPassword),
        confirmPassword:
          values.confirmPassword === '' ? 'required' : values.confirmPassword !== values.newPassword ? 'passwordMismatch' : undefined,
      }),
    send: async (values) => {
      onEdit();
      await changePassword(values.currentPassword, values.newPassword);
      // better-auth gave this browser a new session cookie: ask who we are again.
      await refreshSession();
      onChanged();
    },
  });
  const field = (name: Field) => {
    const props = form.field(name);
    const onChange = (value: string) => {
      onEdit();
      props.onChange(value);
    };
    return { ...props, onChange };
  };
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={t('account.password.heading')} className="space-y-4">
      <AuthField
        {...field('currentPassword')}
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <AuthField
        {...field('newPassword')}
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('auth.fields.passwordRule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      />
      <AuthField
        {...field('confirmPassword')}
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <FormNotice kind="error">{form.failure ? accountErrorMessage(t, form.failure) : null}</FormNotice>
      <button type="submit" className="btn-primary" disabled={form.sending}>
        {t(form.sending ? 'account.password.sending' : 'account.password.submit')}
      </button>
    </form>
  );
}
