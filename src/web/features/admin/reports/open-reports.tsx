// The open reports on /admin, under the verification queue: newest first, each with the reason,
// the reporter's words, who was reported (with their e-mail, to act on the account) and who
// reported them. A plain list: the report has already blocked the pair (decisions.md, "Discovery").
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { type OpenReport, openReportsQuery } from './reports-api';

export function OpenReports() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const reports = useQuery(openReportsQuery);

  return (
    // Not a named region: the dashboard counts its regions as the three counter cards.
    <section className="mt-12">
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('admin.reports.title')}
        </h2>
        {reports.isSuccess && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t('admin.reports.count', { shown: formatNumber(reports.data.length, language) })}
          </span>
        )}
      </div>
      <p className="mb-6 max-w-3xl text-stone-700 dark:text-stone-300">{t('admin.reports.intro')}</p>
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
            <ReportItem key={report.id} report={report} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ReportItem({ report }: { report: OpenReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900"
      >
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`${id}-name`} className="text-lg font-bold">
            <bdi>{report.reported.displayName}</bdi>
          </h3>
          <span className="rounded-full bg-red-100 px-3 py-0.5 text-sm font-semibold text-red-950 dark:bg-red-950 dark:text-red-50">
            {t(`admin.reports.reasons.${report.reason}`)}
          </span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t('admin.reports.email')}</dt>
          <dd>
            <bdi>{report.reported.email}</bdi>
          </dd>
          <dt className="font-semibold">{t('admin.reports.reporter')}</dt>
          <dd>{report.reporter ? <bdi>{report.reporter.displayName}</bdi> : t('admin.reports.deletedReporter')}</dd>
          <dt className="font-semibold">{t('admin.reports.received')}</dt>
          <dd>
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, language)}</time>
          </dd>
          <dt className="font-semibold">{t('admin.reports.details')}</dt>
          <dd dir="auto" className="whitespace-pre-line">
            {report.details || t('admin.reports.noDetails')}
          </dd>
        </dl>
      </article>
    </li>
  );
}
