import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { AuthField } from '../../components/form/auth-field';
import { FormNotice } from '../../components/form/form-notice';
import type { FieldErrorKey } from '../../lib/forms/validate';
import { accountErrorMessage } from './account-errors';
import { AccountSection } from './account-section';
import { useDeleteAccount } from './api/account-api';

const DELETED_ITEMS = ['account', 'sessions', 'profile', 'verification', 'membership', 'messages'] as const;

/** The danger zone: says what goes, asks for the password and a ticked box, then erases it all. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [passwordError, setPasswordError] = useState<FieldErrorKey | undefined>();
  const [confirmError, setConfirmError] = useState(false);
  const deletion = useDeleteAccount();
  // Still sending once it succeeded: the page is being left (onDeleted).
  const sending = deletion.isPending || deletion.isSuccess;
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const checkbox = useRef<HTMLInputElement | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    deletion.reset();
    const missingPassword = password === '';
    setPasswordError(missingPassword ? 'required' : undefined);
    setConfirmError(!understood);
    if (missingPassword) return passwordInput.current?.focus();
    if (!understood) return checkbox.current?.focus();
    deletion.send(
      { password },
      {
        onSuccess: () => void onDeleted(),
        // The password and the ticked box stay as they were, for another try.
        onError: () => passwordInput.current?.focus(),
      },
    );
  };

  return (
    <AccountSection id="account-delete" title={t('account.delete.heading')} danger>
      <p className="mb-2 text-stone-700 dark:text-stone-300">{t('account.delete.intro')}</p>
      <ul className="mb-4 list-disc space-y-1 ps-6 text-stone-700 dark:text-stone-300">
        {DELETED_ITEMS.map((item) => (
          <li key={item}>{t(`account.delete.items.${item}`)}</li>
        ))}
      </ul>
      <form noValidate onSubmit={onSubmit} aria-label={t('account.delete.heading')} className="space-y-4">
        <AuthField
          name="deletePassword"
          label={t('account.delete.password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          error={passwordError}
          inputRef={(element) => {
            passwordInput.current = element;
          }}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
        />
        <div>
          <div className="flex items-start gap-2">
            <input
              id="account-delete-confirm"
              ref={checkbox}
              type="checkbox"
              checked={understood}
              className="mt-1 size-4 accent-red-700"
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? 'account-delete-confirm-error' : undefined}
              onChange={(event) => {
                setUnderstood(event.target.checked);
                setConfirmError(false);
              }}
            />
            <label htmlFor="account-delete-confirm">{t('account.delete.confirm')}</label>
          </div>
          {confirmError && (
            <p id="account-delete-confirm-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
              {t('account.delete.confirmRequired')}
            </p>
          )}
        </div>
        <FormNotice kind="error">{deletion.isError ? accountErrorMessage(t, deletion.error) : null}</FormNotice>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t(sending ? 'account.delete.sending' : 'account.delete.submit')}
        </button>
      </form>
    </AccountSection>
  );
}
