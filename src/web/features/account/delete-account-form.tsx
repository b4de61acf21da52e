import { z } from 'zod';
import { deleteAccountInput } from '../../../shared/contracts/account';
import { useTranslation } from '../../i18n/react';
import { AuthField } from '../../components/form/auth-field';
import { FieldError } from '../../components/form/field-error';
import { FormNotice } from '../../components/form/form-notice';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { accountErrorMessage } from './account-errors';
import { AccountSection } from './account-section';
import { useDeleteAccount } from './api/account-api';

const DELETED_ITEMS = ['account', 'sessions', 'profile', 'verification', 'membership', 'messages'] as const;

/** The contract the server checks, and the ticked box that only the form asks for. */
const schema = deleteAccountInput.extend({ understood: z.literal(true) });

/** The danger zone: says what goes, asks for the password and a ticked box, then erases it all. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  // Still sending once it succeeded: the page is being left (onDeleted).
  const sending = deletion.isPending || deletion.isSuccess;
  const { form, field, errorOf, formProps, failure } = useContractForm({
    schema,
    defaultValues: { password: '', understood: false },
    mutation: deletion,
    errorKey: (name) => (name === 'password' ? 'required' : 'account.delete.confirmRequired'),
    toVariables: ({ password }) => ({ password }),
    onSuccess: () => void onDeleted(),
    // The password and the ticked box stay as they were, for another try.
    onError: () => form.setFocus('password'),
  });
  const confirmError = errorOf('understood');

  return (
    <AccountSection id="account-delete" title={t('account.delete.heading')} danger>
      <p className="mb-2 text-stone-700 dark:text-stone-300">{t('account.delete.intro')}</p>
      <ul className="mb-4 list-disc space-y-1 ps-6 text-stone-700 dark:text-stone-300">
        {DELETED_ITEMS.map((item) => (
          <li key={item}>{t(`account.delete.items.${item}`)}</li>
        ))}
      </ul>
      <form {...formProps} aria-label={t('account.delete.heading')} className="space-y-4">
        <AuthField
          {...field('password')}
          name="deletePassword"
          label={t('account.delete.password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
        />
        <div>
          <div className="flex items-start gap-2">
            <input
              {...field('understood').input}
              id="account-delete-confirm"
              type="checkbox"
              className="mt-1 size-4 accent-red-700"
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? 'account-delete-confirm-error' : undefined}
            />
            <label htmlFor="account-delete-confirm">{t('account.delete.confirm')}</label>
          </div>
          <FieldError id="account-delete-confirm-error" text={confirmError && t(confirmError)} />
        </div>
        <FormNotice kind="error">{failure ? accountErrorMessage(t, failure) : null}</FormNotice>
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
