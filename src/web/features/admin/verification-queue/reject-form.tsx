// Reject, in a queue item: the reason the member will read (3 to 500 characters, checked by the
// shared contract before any request), kept while the request is on its way and after a failure.
// A contract form (docs/decisions/0029-forms.md); the request is the item's decision mutation,
// shared with Approve, so the form hands it the checked reason and shows its state (`saving`).
import { useEffect, useId } from 'react';
import { REJECTION_REASON_MAX_LENGTH, verificationRejection } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { AdminField, describedByOf } from '../admin-field';
import { SendButton } from '../../../components/form/send-button';

const REASON_MIN_LENGTH = 3;

interface RejectFormProps {
  saving: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

export function RejectForm({ saving, onReject, onCancel }: RejectFormProps) {
  const { t } = useTranslation();
  const reasonId = `${useId()}-reason`;
  const lengths = { min: REASON_MIN_LENGTH, max: REJECTION_REASON_MAX_LENGTH };
  const { form, field, formProps } = useContractForm({
    schema: verificationRejection,
    defaultValues: { reason: '' },
    errorKey: () => 'admin.verification.reasonError',
    // One decision at a time: the item's mutation drops a second one.
    apply: ({ reason }) => onReject(reason),
  });
  const reason = field('reason');
  const invalid = reason.error !== undefined;

  // Opening the form puts the focus in its one field.
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);

  return (
    <form {...formProps} className="space-y-3">
      <AdminField
        id={reasonId}
        label={t('admin.verification.reasonLabel')}
        hint={t('admin.verification.reasonHint', lengths)}
        error={reason.error && t(reason.error, lengths)}
      >
        <textarea
          {...reason.input}
          id={reasonId}
          required
          rows={3}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          className="form-field"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByOf(reasonId, { hint: true, error: invalid })}
        />
      </AdminField>
      <div className="flex flex-wrap gap-3">
        <SendButton sending={saving} label={t('admin.verification.confirmReject')} sendingLabel={t('admin.verification.saving')} />
        <button type="button" className="btn-secondary" disabled={saving} onClick={onCancel}>
          {t('admin.verification.cancel')}
        </button>
      </div>
    </form>
  );
}
