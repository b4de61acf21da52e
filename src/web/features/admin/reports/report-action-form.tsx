// The form of one moderation decision: how many days for a suspension, and the reason (required,
// up to 1,000 characters) that goes to the audit log and, but for a dismissal, to the member.
import type { FormEvent, Ref } from 'react';
import { MODERATION_REASON_MAX_LENGTH, type ModerationAction, SUSPENSION_MAX_DAYS } from '../../../../shared/contracts/moderation';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminField, describedByOf } from '../admin-field';

export const DANGER_BUTTON = 'btn-primary bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:text-red-950 dark:hover:bg-red-200';

export interface ReportActionFormProps {
  id: string;
  action: ModerationAction;
  name: string;
  reason: string;
  days: string;
  invalid: { reason: boolean; days: boolean };
  failure: string | null;
  saving: boolean;
  reasonRef: Ref<HTMLTextAreaElement>;
  daysRef: Ref<HTMLInputElement>;
  submitRef: Ref<HTMLButtonElement>;
  onReason: (reason: string) => void;
  onDays: (days: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export function ReportActionForm(props: ReportActionFormProps) {
  const { id, action, name, failure, saving, submitRef, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
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

function DaysField({ id, days, invalid, daysRef, onDays }: ReportActionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const daysId = `${id}-days`;
  const max = { max: formatNumber(SUSPENSION_MAX_DAYS, language) };
  return (
    <AdminField
      id={daysId}
      label={t('admin.reports.actions.days')}
      hint={t('admin.reports.actions.daysHint', max)}
      error={invalid.days && t('admin.reports.actions.daysError', max)}
    >
      <input
        ref={daysRef}
        id={daysId}
        type="number"
        inputMode="numeric"
        min={1}
        max={SUSPENSION_MAX_DAYS}
        step={1}
        required
        value={days}
        className="form-field w-32"
        aria-invalid={invalid.days ? true : undefined}
        aria-describedby={describedByOf(daysId, { hint: true, error: invalid.days })}
        onChange={(event) => onDays(event.target.value)}
      />
    </AdminField>
  );
}

function ReasonField({ id, action, reason, invalid, reasonRef, onReason }: ReportActionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonId = `${id}-reason`;
  const max = MODERATION_REASON_MAX_LENGTH;
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
            {t('admin.reports.actions.counter', { used: formatNumber(reason.length, language), max: formatNumber(max, language) })}
          </p>
        </div>
      }
      error={invalid.reason && t('admin.reports.actions.reasonError', { max: formatNumber(max, language) })}
    >
      <textarea
        ref={reasonRef}
        id={reasonId}
        required
        rows={4}
        maxLength={max}
        value={reason}
        dir="auto"
        className="form-field"
        aria-invalid={invalid.reason ? true : undefined}
        aria-describedby={describedByOf(reasonId, { hint: true, more: [`${reasonId}-count`], error: invalid.reason })}
        onChange={(event) => onReason(event.target.value)}
      />
    </AdminField>
  );
}
