// The form of one moderation decision: how many days for a suspension, and the reason (required,
// up to 1,000 characters) that goes to the audit log and, but for a dismissal, to the member.
import type { FormEvent, Ref } from 'react';
import { type Control, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  MODERATION_REASON_MAX_LENGTH,
  type ModerationAction,
  type ModerationInput,
  SUSPENSION_MAX_DAYS,
} from '../../../../shared/contracts/moderation';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminField, describedByOf } from '../admin-field';

export const DANGER_BUTTON = 'btn-primary bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:text-red-950 dark:hover:bg-red-200';

/** A field of the contract form (useContractForm's `field(name)`): its error is a translation key. */
interface FormField {
  name: string;
  error?: string;
  input: UseFormRegisterReturn;
}

export interface ReportActionFormProps {
  id: string;
  action: ModerationAction;
  name: string;
  reason: FormField;
  days: FormField;
  /** The form's control, for the reason's character count. */
  control: Control<{ reason: string; days: string }, unknown, ModerationInput>;
  failure: string | null;
  saving: boolean;
  submitRef: Ref<HTMLButtonElement>;
  formProps: { noValidate: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void; onFocus: () => void };
  onCancel: () => void;
}

export function ReportActionForm(props: ReportActionFormProps) {
  const { id, action, name, failure, saving, submitRef, formProps, onCancel } = props;
  const { t } = useTranslation();
  return (
    <form {...formProps} aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h4 id={`${id}-title`} className="text-base font-bold">
          {t(`admin.reports.actions.titles.${action}`, { name: isolate(name) })}
        </h4>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(`admin.reports.actions.explain.${action}`)}</p>
      </div>
      {action === 'suspend' && <DaysField {...props} />}
      <ReasonField {...props} />
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <div className="flex flex-wrap gap-3">
        <button
          ref={submitRef}
          type="submit"
          className={action === 'dismiss' || action === 'warn' ? 'btn-primary' : DANGER_BUTTON}
          disabled={saving}
        >
          {t(saving ? 'admin.reports.actions.saving' : `admin.reports.actions.submit.${action}`)}
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onCancel}>
          {t('admin.reports.actions.cancel')}
        </button>
      </div>
    </form>
  );
}

function DaysField({ id, days }: ReportActionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const daysId = `${id}-days`;
  const max = { max: formatNumber(SUSPENSION_MAX_DAYS, language) };
  const invalid = days.error !== undefined;
  return (
    <AdminField
      id={daysId}
      label={t('admin.reports.actions.days')}
      hint={t('admin.reports.actions.daysHint', max)}
      error={days.error && t(days.error, max)}
    >
      <input
        {...days.input}
        id={daysId}
        type="number"
        inputMode="numeric"
        min={1}
        max={SUSPENSION_MAX_DAYS}
        step={1}
        required
        className="form-field w-32"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByOf(daysId, { hint: true, error: invalid })}
      />
    </AdminField>
  );
}

function ReasonField({ id, action, reason, control }: ReportActionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonId = `${id}-reason`;
  const max = MODERATION_REASON_MAX_LENGTH;
  const used = useWatch({ control, name: 'reason' }).length;
  const invalid = reason.error !== undefined;
  return (
    <AdminField
      id={reasonId}
      label={t('admin.reports.actions.reason')}
      extra={
        <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-stone-700 dark:text-stone-300">
          <p id={`${reasonId}-hint`}>
            {t(action === 'dismiss' ? 'admin.reports.actions.reasonHintLog' : 'admin.reports.actions.reasonHintMember')}
          </p>
          <p id={`${reasonId}-count`}>
            {t('admin.reports.actions.counter', { used: formatNumber(used, language), max: formatNumber(max, language) })}
          </p>
        </div>
      }
      error={reason.error && t(reason.error, { max: formatNumber(max, language) })}
    >
      <textarea
        {...reason.input}
        id={reasonId}
        required
        rows={4}
        maxLength={max}
        dir="auto"
        className="form-field"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByOf(reasonId, { hint: true, more: [`${reasonId}-count`], error: invalid })}
      />
    </AdminField>
  );
}
