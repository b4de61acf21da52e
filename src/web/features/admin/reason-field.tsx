// The reason an admin gives for a decision about a member (an action, a role change): it goes to
// the audit log, so it is required and as long as the moderation contract allows
// (docs/decisions/0033-admin-console.md).
import { MODERATION_REASON_MAX_LENGTH } from '../../../shared/contracts/moderation';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AdminField, describedByOf } from './admin-field';

interface ReasonFieldProps {
  id: string;
  /** Translated texts. */
  label: string;
  hint: string;
  /** The form's field (useContractForm's `field('reason')`): its input props and error key. */
  reason: { input: UseFormRegisterReturn; error?: string };
  rows?: number;
}

export function ReasonField({ id, label, hint, reason, rows = 3 }: ReasonFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AdminField
      id={id}
      label={label}
      hint={hint}
      error={reason.error && t(reason.error, { max: formatNumber(MODERATION_REASON_MAX_LENGTH, language) })}
    >
      <textarea
        {...reason.input}
        id={id}
        rows={rows}
        required
        maxLength={MODERATION_REASON_MAX_LENGTH}
        dir="auto"
        className="form-field"
        aria-invalid={reason.error ? true : undefined}
        aria-describedby={describedByOf(id, { hint: true, error: reason.error !== undefined })}
      />
    </AdminField>
  );
}
