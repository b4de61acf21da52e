// One open report in the admins' queue (docs/decisions/0024-moderation.md): the reported member
// (with their e-mail, to act on the account), the reason, how many different reporters have an
// open report about them, where the report came from (a member, or the safety rules), who
// reported them and that reporter's own record (how many reports they made, upheld, dismissed:
// a reporter whose reports are mostly dismissed is read with care), when, how many times this
// reporter reported them, and the details; then the messages it holds, on request only, and the
// decision.
import { useId } from 'react';
import type { ReportSummary } from '../../../../shared/contracts/moderation';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { QueueNotice } from '../../../components/queue-section';
import { QueueItem } from '../admin-queue';
import { ReportActions } from './report-actions';
import { ReportMessages } from './report-messages';

interface ReportItemProps {
  report: ReportSummary;
  onDone: (notice: QueueNotice) => void;
}

export function ReportItem({ report, onDone }: ReportItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const count = report.reportersOnMember;
  const shown = (value: number) => formatNumber(value, language);
  return (
    <QueueItem titleId={`${id}-name`}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-bold">
          <bdi>{report.reported.displayName}</bdi>
        </h3>
        <span className="rounded-full bg-red-100 px-3 py-0.5 text-sm font-semibold text-red-950 dark:bg-red-950 dark:text-red-50">
          {t(`admin.reports.reasons.${report.reason}`)}
        </span>
      </div>
      <p className="mb-3 text-sm font-semibold">{t('admin.reports.reportersOnMember', { count, shown: shown(count) })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('admin.reports.email')}</dt>
        <dd>
          <bdi>{report.reported.email}</bdi>
        </dd>
        <dt className="font-semibold">{t('admin.reports.source')}</dt>
        <dd>{t(`admin.reports.sources.${report.source}`)}</dd>
        {/* The safety rules have no reporter; a member's report without one was sent by an account since deleted. */}
        {report.source === 'member' && (
          <>
            <dt className="font-semibold">{t('admin.reports.reporter')}</dt>
            <dd>{report.reporter ? <bdi>{report.reporter.displayName}</bdi> : t('admin.reports.deletedReporter')}</dd>
          </>
        )}
        {report.reporterHistory && (
          <>
            <dt className="font-semibold">{t('admin.reports.reporterHistory')}</dt>
            <dd>
              {t('admin.reports.reporterHistoryLine', {
                reports: shown(report.reporterHistory.reports),
                upheld: shown(report.reporterHistory.upheld),
                dismissed: shown(report.reporterHistory.dismissed),
              })}
            </dd>
          </>
        )}
        <dt className="font-semibold">{t('admin.reports.received')}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, language)}</time>
        </dd>
        {/* A reporter who reported the member again: one report, counted once in the queue. */}
        {report.times > 1 && (
          <>
            <dt className="font-semibold">{t('admin.reports.times')}</dt>
            <dd>{shown(report.times)}</dd>
            <dt className="font-semibold">{t('admin.reports.lastReported')}</dt>
            <dd>
              <time dateTime={report.lastReportedAt}>{formatDateTime(report.lastReportedAt, language)}</time>
            </dd>
          </>
        )}
        <dt className="font-semibold">{t('admin.reports.details')}</dt>
        <dd dir="auto" className="whitespace-pre-line">
          {report.details || t('admin.reports.noDetails')}
        </dd>
      </dl>
      {report.hasMessages && <ReportMessages report={report} />}
      <ReportActions report={report} onDone={onDone} />
    </QueueItem>
  );
}
