// The messages a report holds, loaded only when the admin asks: every opening is written to the
// audit log (docs/decisions/0024-moderation.md), which the admin is told beside the button. They
// are shown in the order they were sent, each marked as the reporter's or the reported member's,
// the reported (or flagged) ones highlighted. Bodies are members' words: plain text in their own
// direction, never HTML and never live links.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReportDetail, ReportSummary } from '../../../../shared/contracts/moderation';
import { ListLoadFailed } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { reportDetailQuery } from './reports-api';

export function ReportMessages({ report }: { report: ReportSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const detail = useQuery({ ...reportDetailQuery(report.id), enabled: shown });

  return (
    <div className="mt-4">
      <p id={`${id}-recorded`} className="mb-2 text-sm text-stone-700 dark:text-stone-300">
        {t('admin.reports.messages.recorded')}
      </p>
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={shown}
        aria-controls={`${id}-messages`}
        aria-describedby={`${id}-recorded`}
        onClick={() => setShown((value) => !value)}
      >
        {t(shown ? 'admin.reports.messages.hide' : 'admin.reports.messages.show')}
      </button>
      <div id={`${id}-messages`} className="mt-3">
        {shown && detail.isPending && <p className="text-sm text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
        {shown && detail.isError && (
          <ListLoadFailed message={t('admin.reports.messages.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
        )}
        {shown && detail.isSuccess && <MessageList detail={detail.data} />}
      </div>
    </div>
  );
}

function MessageList({ detail }: { detail: ReportDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (detail.messages.length === 0) return <p className="text-sm">{t('admin.reports.messages.none')}</p>;
  const reportedLabel = t(detail.source === 'safety_rules' ? 'admin.reports.messages.flagged' : 'admin.reports.messages.reported');

  return (
    <ol aria-label={t('admin.reports.messages.listLabel')} className="space-y-2">
      {detail.messages.map((message) => {
        const fromReporter = message.from === 'reporter';
        const name = fromReporter ? (detail.reporter?.displayName ?? t('admin.reports.deletedReporter')) : detail.reported.displayName;
        return (
          <li
            key={message.id}
            className={`rounded-lg border p-3 text-sm ${
              message.reported
                ? 'border-red-400 bg-red-50 dark:border-red-700 dark:bg-red-950'
                : 'border-stone-200 bg-stone-50 dark:border-stone-700 dark:bg-stone-800'
            } ${fromReporter ? 'me-6 sm:me-16' : 'ms-6 sm:ms-16'}`}
          >
            <p className="mb-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs text-stone-700 dark:text-stone-300">
              <span className="font-semibold text-stone-900 dark:text-stone-100">
                <bdi>{name}</bdi>
              </span>
              <span>{t(fromReporter ? 'admin.reports.messages.fromReporter' : 'admin.reports.messages.fromReported')}</span>
              <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, language)}</time>
              {message.reported && (
                <span className="rounded-full bg-red-700 px-2 py-0.5 font-semibold text-white dark:bg-red-300 dark:text-red-950">
                  {reportedLabel}
                </span>
              )}
            </p>
            {/* Text only: React escapes it, and nothing turns an address into a link. */}
            <p dir="auto" className="whitespace-pre-wrap break-words text-stone-900 dark:text-stone-100">
              {message.body}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
