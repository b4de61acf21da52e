// The manual identity-verification queue on /admin (issue 5, decision 0013): pending submissions,
// oldest first, each decided here. Shown under the counters; with the sandbox provider it is
// simply empty.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import type { PendingVerification } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FormNotice } from '../../../components/form/form-notice';
import { VerificationItem } from './verification-item';
import { pendingVerificationsQuery } from './verification-queue-api';

export function VerificationQueue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `${useId()}-title`;
  const queryClient = useQueryClient();
  const queue = useQuery(pendingVerificationsQuery);

  // What the last decision did, said above the queue, next to the heading the focus returns to:
  // a toast in the corner would cover the next member's details.
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onDecided = useCallback(
    (userId: string, outcome: { kind: 'success' | 'error'; text: string }) => {
      setNotice(outcome);
      queryClient.setQueryData<PendingVerification[]>(pendingVerificationsQuery.queryKey, (items) =>
        items?.filter((item) => item.userId !== userId),
      );
      // The decided item's buttons are gone: the focus goes back to the queue's heading.
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    },
    [headingId, queryClient],
  );

  return (
    // Not a named region: the dashboard counts its regions as the three counter cards.
    <section className="mt-12">
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">
          {t('admin.verification.title')}
        </h2>
        {queue.isSuccess && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t('admin.verification.count', { shown: formatNumber(queue.data.length, language) })}
          </span>
        )}
      </div>
      <p className="mb-6 max-w-3xl text-stone-700 dark:text-stone-300">{t('admin.verification.intro')}</p>
      <div className={notice ? 'mb-6' : undefined}>
        <FormNotice kind="success">{notice?.kind === 'success' ? notice.text : null}</FormNotice>
        {notice?.kind === 'error' && <FormNotice kind="error">{notice.text}</FormNotice>}
      </div>
      {queue.isPending && <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {queue.isError && (
        <div className="space-y-4">
          <FormNotice kind="error">{`${t('admin.verification.loadFailed')} ${errorMessage(t, queue.error)}`}</FormNotice>
          <button type="button" className="btn-secondary" onClick={() => void queue.refetch()}>
            {t('common.actions.retry')}
          </button>
        </div>
      )}
      {queue.isSuccess && queue.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-stone-600">{t('admin.verification.empty')}</p>
      )}
      {queue.isSuccess && queue.data.length > 0 && (
        <ol className="space-y-6">
          {queue.data.map((item) => (
            <VerificationItem key={item.userId} item={item} onDecided={onDecided} />
          ))}
        </ol>
      )}
    </section>
  );
}
