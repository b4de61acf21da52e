// The scheduled jobs on /admin (docs/decisions/0030-job-queue.md): each queue's counts (waiting,
// running, failed every try) and the last failures with their error, so that stuck or failing
// work is seen; "Run now" queues one run of a job without waiting for its schedule.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormNotice } from '../../components/form/form-notice';
import { ListLoadFailed, ListLoading } from '../../components/list-states';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { adminJobsQuery, useRunJob } from './api/admin-jobs-api';
import { ConsoleSection } from './console-section';

export function JobQueue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const jobs = useQuery(adminJobsQuery);
  const run = useRunJob();

  let body;
  if (jobs.isPending) body = <ListLoading />;
  else if (jobs.isError)
    body = <ListLoadFailed message={t('admin.jobs.loadFailed')} error={jobs.error} onRetry={() => void jobs.refetch()} />;
  else
    body = (
      <>
        {/* Five columns do not fit a phone in every language: the table scrolls, not the page. */}
        <div className="mb-6 overflow-x-auto">
          <table className="w-full text-start">
            <thead>
              <tr>
                <th scope="col">{t('admin.jobs.job')}</th>
                <th scope="col">{t('admin.jobs.queued')}</th>
                <th scope="col">{t('admin.jobs.active')}</th>
                <th scope="col">{t('admin.jobs.failed')}</th>
                <th scope="col">{t('admin.jobs.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.queues.map((queue) => (
                <tr key={queue.name}>
                  <th scope="row">
                    <code>{queue.name}</code>
                  </th>
                  <td>{formatNumber(queue.queued, language)}</td>
                  <td>{formatNumber(queue.active, language)}</td>
                  <td>{formatNumber(queue.failed, language)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn-secondary"
                      aria-label={t('admin.jobs.runJob', { name: queue.name })}
                      disabled={run.isPending}
                      onClick={() => run.send(queue.name)}
                    >
                      {t('admin.jobs.run')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mb-6">
          {run.isError && <FormNotice kind="error">{errorMessage(t, run.error)}</FormNotice>}
          <FormNotice kind="success">{run.isSuccess ? t('admin.jobs.ran', { name: run.variables }) : null}</FormNotice>
        </div>
        <h3 className="mb-2 text-xl font-bold">{t('admin.jobs.failuresTitle')}</h3>
        {jobs.data.failures.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">{t('admin.jobs.noFailures')}</p>
        ) : (
          <ol className="space-y-2">
            {jobs.data.failures.map((failure, index) => (
              <li key={`${failure.name}-${failure.failedAt}-${index}`}>
                <code>{failure.name}</code> · <time dateTime={failure.failedAt}>{formatDateTime(failure.failedAt, language)}</time>
                <p dir="ltr" className="text-stone-700 dark:text-stone-300">
                  {failure.error}
                </p>
              </li>
            ))}
          </ol>
        )}
      </>
    );

  return (
    <ConsoleSection headingId={headingId} title={t('admin.jobs.title')} intro={t('admin.jobs.intro')}>
      {body}
    </ConsoleSection>
  );
}
