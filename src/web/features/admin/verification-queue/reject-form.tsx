// Reject, in a queue item: the reason the member will read (3 to 500 characters, checked by the
// shared contract before any request), kept while the request is on its way and after a failure.
// A contract form (docs/decisions/0029-forms.md); the request is the item's decision mutation,
// shared with Approve, so the form hands it the checked reason and shows its state (`saving`).
import { useEffect, useId } from 'react';
import { REJECTION_REASON_MAX_LENGTH, verificationRejection } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/use-language';
import { ReasonField } from '../reason-field';
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
  const language = useLanguage();
  // Named in the member's digits, as the field's error names them (reason-field.tsx).
  const lengths = { min: formatNumber(REASON_MIN_LENGTH, language), max: formatNumber(REJECTION_REASON_MAX_LENGTH, language) };
  const { form, field, formProps } = useContractForm({
    schema: verificationRejection,
    defaultValues: { reason: '' },
    errorKey: () => 'admin.verification.reasonError',
    // One decision at a time: the item's mutation drops a second one.
    apply: ({ reason }) => onReject(reason),
  });

  // Opening the form puts the focus in its one field.
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);

  return (
    <form {...formProps} className="space-y-3">
      <ReasonField
        id={reasonId}
        label={t('admin.verification.reasonLabel')}
        hint={t('admin.verification.reasonHint', lengths)}
        reason={field('reason')}
        minLength={REASON_MIN_LENGTH}
        maxLength={REJECTION_REASON_MAX_LENGTH}
      />
      <div className="flex flex-wrap gap-3">
        <SendButton sending={saving} label={t('admin.verification.confirmReject')} sendingLabel={t('admin.verification.saving')} />
        <button type="button" className="btn-secondary" disabled={saving} onClick={onCancel}>
          {t('admin.verification.cancel')}
        </button>
      </div>
    </form>
  );
}
