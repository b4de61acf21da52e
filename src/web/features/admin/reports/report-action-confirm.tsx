// Suspension and ban ask once more, naming the member and what will happen, in place (as a
// photo's deletion does): the admin page has no modal of its own, and a confirmation beside the
// form reads well on a phone.
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { DANGER_BUTTON } from './report-action-form';

interface ReportActionConfirmProps {
  id: string;
  action: 'suspend' | 'ban';
  name: string;
  /** "7 days", translated: the suspension's length. */
  daysText: string;
  saving: boolean;
  confirmRef: Ref<HTMLDivElement>;
  onConfirm: () => void;
  onBack: () => void;
}

export function ReportActionConfirm({ id, action, name, daysText, saving, confirmRef, onConfirm, onBack }: ReportActionConfirmProps) {
  const { t } = useTranslation();
  const texts = { name: isolate(name), days: daysText };
  return (
    <div
      ref={confirmRef}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-confirm-title`}
      aria-describedby={`${id}-confirm-text`}
      className="rounded-lg border border-red-300 bg-red-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-red-700 dark:border-red-800 dark:bg-red-950"
    >
      <h4 id={`${id}-confirm-title`} className="mb-2 text-base font-bold text-red-950 dark:text-red-50">
        {t(`admin.reports.actions.confirm.${action}Title`, texts)}
      </h4>
      <p id={`${id}-confirm-text`} className="mb-4 text-sm text-red-950 dark:text-red-50">
        {t(`admin.reports.actions.confirm.${action}Text`, texts)}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={DANGER_BUTTON} disabled={saving} onClick={onConfirm}>
          {t(saving ? 'admin.reports.actions.saving' : `admin.reports.actions.confirm.${action === 'suspend' ? 'yesSuspend' : 'yesBan'}`, {
            name: isolate(name),
          })}
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onBack}>
          {t('admin.reports.actions.confirm.back')}
        </button>
      </div>
    </div>
  );
}
