// The open reports on /admin, under the verification queue (docs/decisions/0024-moderation.md):
// the most reported members first, each member's reports newest first, as the server sends them.
// What the last decision did is said above the queue, next to the heading the focus returns to,
// and the queue reloads: a warning, suspension or ban closes every open report on the member.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { ModerationNotice } from './report-actions';
import { ReportItem } from './report-item';
import { openReportsQuery } from './reports-api';

export function OpenReports() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `${useId()}-title`;
  const queryClient = useQueryClient();
  const reports = useQuery(openReportsQuery);
  const [notice, setNotice] = useState<ModerationNotice | null>(null);

  const onDone = useCallback(
    (outcome: ModerationNotice) => {
      setNotice(outcome);
      void queryClient.invalidateQueries({ queryKey: openReportsQuery.queryKey });
      // The decided report is about to leave the list with its buttons: the focus goes back to
      // the heading, just above the notice.
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    },
    [headingId, queryClient],
  );

  return (
    // Not a named region: the dashboard counts its regions as the three counter cards.
    <section className="mt-12">
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">
          {t('admin.reports.title')}
        </h2>
        {reports.isSuccess && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t('admin.reports.count', { shown: formatNumber(reports.data.length, language) })}
          </span>
        )}
      </div>
      <p className="mb-6 max-w-3xl text-stone-700 dark:text-stone-300">{t('admin.reports.intro')}</p>
      <div className={notice ? 'mb-6' : undefined}>
        <FormNotice kind="success">{notice?.kind === 'success' ? notice.text : null}</FormNotice>
        {notice?.kind === 'error' && <FormNotice kind="error">{notice.text}</FormNotice>}
      </div>
      {reports.isPending && <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {reports.isError && (
        <div className="space-y-4">
          <FormNotice kind="error">{`${t('admin.reports.loadFailed')} ${errorMessage(t, reports.error)}`}</FormNotice>
          <button type="button" className="btn-secondary" onClick={() => void reports.refetch()}>
            {t('common.actions.retry')}
          </button>
        </div>
      )}
      {reports.isSuccess && reports.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-stone-600">{t('admin.reports.empty')}</p>
      )}
      {reports.isSuccess && reports.data.length > 0 && (
        <ol aria-labelledby={headingId} className="space-y-4">
          {reports.data.map((report) => (
            <ReportItem key={report.id} report={report} onDone={onDone} />
          ))}
        </ol>
      )}
    </section>
  );
}
