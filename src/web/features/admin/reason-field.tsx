// The reason an admin gives for a decision about a member: for the audit log (an action, a role
// change), so required and as long as the moderation contract allows
// (docs/decisions/0033-admin-console.md); or for the member to read (a rejected verification),
// as long as that contract allows.
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
  /** The contract's bounds, which its error messages name. */
  minLength?: number;
  maxLength?: number;
}

export function ReasonField({ id, label, hint, reason, rows = 3, minLength, maxLength = MODERATION_REASON_MAX_LENGTH }: ReasonFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bounds = { max: formatNumber(maxLength, language), ...(minLength !== undefined && { min: formatNumber(minLength, language) }) };
  return (
    <AdminField id={id} label={label} hint={hint} error={reason.error && t(reason.error, bounds)}>
      <textarea
        {...reason.input}
        id={id}
        rows={rows}
        required
        maxLength={maxLength}
        dir="auto"
        className="form-field"
        aria-invalid={reason.error ? true : undefined}
        aria-describedby={describedByOf(id, { hint: true, error: reason.error !== undefined })}
      />
    </AdminField>
  );
}
