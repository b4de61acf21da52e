// Reject, in a queue item: the reason the member will read (3 to 500 characters, checked here
// before any request), kept while the request is on its way and after a failure.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { REJECTION_REASON_MAX_LENGTH, verificationRejection } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { AdminField, describedByOf } from '../admin-field';

const REASON_MIN_LENGTH = 3;

interface RejectFormProps {
  saving: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

export function RejectForm({ saving, onReject, onCancel }: RejectFormProps) {
  const { t } = useTranslation();
  const reasonId = `${useId()}-reason`;
  const [reason, setReason] = useState('');
  const [reasonInvalid, setReasonInvalid] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const lengths = { min: REASON_MIN_LENGTH, max: REJECTION_REASON_MAX_LENGTH };

  // Opening the form puts the focus in its one field.
  useEffect(() => reasonRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = verificationRejection.safeParse({ reason });
    if (!parsed.success) {
      setReasonInvalid(true);
      reasonRef.current?.focus();
      return;
    }
    setReasonInvalid(false);
    onReject(parsed.data.reason);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <AdminField
        id={reasonId}
        label={t('admin.verification.reasonLabel')}
        hint={t('admin.verification.reasonHint', lengths)}
        error={reasonInvalid && t('admin.verification.reasonError', lengths)}
      >
        <textarea
          ref={reasonRef}
          id={reasonId}
          required
          rows={3}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          value={reason}
          className="form-field"
          aria-invalid={reasonInvalid ? true : undefined}
          aria-describedby={describedByOf(reasonId, { hint: true, error: reasonInvalid })}
          onChange={(event) => setReason(event.target.value)}
        />
      </AdminField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {t(saving ? 'admin.verification.saving' : 'admin.verification.confirmReject')}
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onCancel}>
          {t('admin.verification.cancel')}
        </button>
      </div>
    </form>
  );
}
