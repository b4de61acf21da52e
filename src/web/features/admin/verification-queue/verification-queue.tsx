// The manual identity-verification queue on /admin (issue 5, decision 0013): pending submissions,
// oldest first, each decided here. Shown under the counters; with the sandbox provider it is
// simply empty.
import { useCallback, useEffect, useId, useState } from 'react';
import type { PendingVerification } from '../../../../shared/contracts/verification';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FormNotice } from '../../../components/form/form-notice';
import { VerificationItem } from './verification-item';
import { getPendingVerifications } from './verification-queue-api';

type QueueState = { kind: 'loading' } | { kind: 'ready'; items: PendingVerification[] } | { kind: 'failed'; error: unknown };

export function VerificationQueue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `${useId()}-title`;
  const [state, setState] = useState<QueueState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getPendingVerifications(controller.signal).then(
      (items) => setState({ kind: 'ready', items }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const onDecided = useCallback(
    (userId: string) => {
      setState((current) => (current.kind === 'ready' ? { kind: 'ready', items: current.items.filter((item) => item.userId !== userId) } : current));
      // The decided item's buttons are gone: the focus goes back to the queue's heading.
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    },
    [headingId],
  );

  return (
    // Not a named region: the dashboard counts its regions as the three counter cards.
    <section className="mt-12">
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">
          {t('admin.verification.title')}
        </h2>
        {state.kind === 'ready' && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t('admin.verification.count', { shown: formatNumber(state.items.length, language) })}
          </span>
        )}
      </div>
      <p className="mb-6 max-w-3xl text-stone-700 dark:text-stone-300">{t('admin.verification.intro')}</p>
      {state.kind === 'loading' && <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {state.kind === 'failed' && (
        <div className="space-y-4">
          <FormNotice kind="error">{`${t('admin.verification.loadFailed')} ${errorMessage(t, state.error)}`}</FormNotice>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('common.actions.retry')}
          </button>
        </div>
      )}
      {state.kind === 'ready' && state.items.length === 0 && (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-stone-600">{t('admin.verification.empty')}</p>
      )}
      {state.kind === 'ready' && state.items.length > 0 && (
        <ol className="space-y-6">
          {state.items.map((item) => (
            <VerificationItem key={item.userId} item={item} onDecided={onDecided} />
          ))}
        </ol>
      )}
    </section>
  );
}
