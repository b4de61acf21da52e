// Report a member (decisions.md, "Discovery"): a reason from the contract's list and optional
// words, stored for the admins (POST /api/discovery/reports). A member who reported someone never
// sees them again: the caller takes them off the screen in `onReported`. Exported for the other
// screens that show a member (matches, country pages, a conversation). From a conversation the
// report may point at one message (docs/decisions/0023-messages.md), with a reason chosen ahead
// that the member can still change.
import { type RefObject, useId, useRef } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, reportInput, type ReportReason } from '../../../../shared/contracts/discovery';
import { FieldError } from '../../../components/form/field-error';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useReportMember } from '../api/discovery-api';
import { ModalDialog } from '../dialog/modal-dialog';
import type { SafetyTarget } from './block-button';
import { TextAreaField } from '../../../components/form/text-area-field';

interface ReportDialogProps {
  member: SafetyTarget;
  open: boolean;
  onClose: () => void;
  /** Called once the report is stored. */
  onReported: () => void;
  /** The message of the member's conversation with them that the report points at. */
  messageId?: number;
  /** The reason chosen when the dialog opens (the member may choose another). */
  defaultReason?: ReportReason;
}

export function ReportDialog({ member, open, onClose, onReported, messageId, defaultReason }: ReportDialogProps) {
  const id = useId();
  const chosen = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      // A reason chosen ahead takes the focus, so the keyboard starts from it.
      initialFocus={defaultReason ? chosen : undefined}
    >
      {/* Mounted per opening: every report starts from a fresh form. */}
      <ReportForm
        id={id}
        member={member}
        messageId={messageId}
        defaultReason={defaultReason}
        chosen={chosen}
        onCancel={onClose}
        onReported={onReported}
      />
    </ModalDialog>
  );
}

interface ReportFormProps {
  id: string;
  member: SafetyTarget;
  messageId?: number;
  defaultReason?: ReportReason;
  chosen: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
  onReported: () => void;
}

/** The shared contract's reason and words; the member and the message are the dialog's. */
const reportForm = reportInput.pick({ reason: true, details: true });
const ERROR_KEYS = { reason: 'discovery.report.chooseReason', details: 'common.errors.VALIDATION_FAILED' } as const;

function ReportForm({ id, member, messageId, defaultReason, chosen, onCancel, onReported }: ReportFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const report = useReportMember();
  const { field, formProps, sending, failure } = useContractForm({
    schema: reportForm,
    defaultValues: { reason: defaultReason ?? '', details: '' },
    mutation: report,
    errorKey: (name) => ERROR_KEYS[name],
    toVariables: (output) => ({ memberId: member.id, ...output, ...(messageId !== undefined && { messageId }) }),
    onSuccess: onReported,
  });
  const name = isolate(member.displayName);
  const reason = field('reason');
  const details = field('details');

  return (
    <form {...formProps} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('discovery.report.title', { name })}
      </h2>
      <p id={`${id}-intro`} className="text-stone-700 dark:text-stone-300">
        {t('discovery.report.intro', { name })}
        {messageId !== undefined && ` ${t('discovery.report.withMessage')}`}
      </p>
      <fieldset aria-describedby={reason.error ? `${id}-reason-error` : undefined}>
        <legend className="mb-2 font-semibold">{t('discovery.report.reasonLegend')}</legend>
        <div className="space-y-1.5">
          {REPORT_REASONS.map((code) => (
            <label
              key={code}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              <input
                {...reason.input}
                ref={(element) => {
                  reason.input.ref(element);
                  if (code === defaultReason) chosen.current = element;
                }}
                id={`${id}-reason-${code}`}
                type="radio"
                value={code}
                className="size-4 accent-amber-800 dark:accent-amber-400"
              />
              {t(`discovery.report.reasons.${code}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-reason-error`} text={reason.error && t(reason.error)} />
      </fieldset>
      <TextAreaField
        id={`${id}-details`}
        label={t('discovery.report.details')}
        hint={t('discovery.report.detailsHint', { max: formatNumber(REPORT_DETAILS_MAX_LENGTH, language) })}
        error={details.error && t(details.error)}
        input={details.input}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
      />
      <FormNotice kind="error">{failure ? errorMessage(t, failure) : undefined}</FormNotice>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary min-h-11" onClick={onCancel}>
          {t('discovery.actions.cancel')}
        </button>
        <button type="submit" className="btn-primary min-h-11" disabled={sending}>
          {sending ? t('discovery.report.sending') : t('discovery.report.submit')}
        </button>
      </div>
    </form>
  );
}
