// The admin dashboard (spec section 2): the three public counters, each with its live count and
// an override. Overrides change only what the public sees (decisions.md); the live counts stay true.
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { COUNTER_NAMES } from '../../../shared/constants';
import type { AdminCounters } from '../../../shared/contracts/admin-counters';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { FormNotice } from '../../components/form/form-notice';
import { getAdminCounters } from './api/admin-counters-api';
import { CounterCard } from './counter-card';

type LoadState = { status: 'loading' } | { status: 'ready'; counters: AdminCounters } | { status: 'error'; error: unknown };

/** `children`: further admin sections, under the counters (the verification queue). */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getAdminCounters(controller.signal).then(
      (counters) => {
        if (!controller.signal.aborted) setState({ status: 'ready', counters });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const onSaved = useCallback((counters: AdminCounters) => setState({ status: 'ready', counters }), []);

  let body;
  if (state.status === 'loading') {
    body = (
      <p role="status" className="min-h-40 text-stone-700 dark:text-stone-300">
        {t('common.actions.loading')}
      </p>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="space-y-4">
        <FormNotice kind="error">{`${t('admin.loadError')} ${errorMessage(t, state.error)}`}</FormNotice>
        <button type="button" className="btn-secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('common.actions.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-3">
        {COUNTER_NAMES.map((name) => (
          <CounterCard key={name} name={name} counter={state.counters[name]} onSaved={onSaved} />
        ))}
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="mb-3 text-3xl font-bold">{t('admin.title')}</h1>
      <p className="mb-8 max-w-3xl text-stone-700 dark:text-stone-300">{t('admin.intro')}</p>
      {body}
      {children}
    </main>
  );
}
