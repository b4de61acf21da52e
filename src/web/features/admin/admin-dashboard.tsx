// The admin dashboard (spec section 2): the three public counters, each with its live count and
// an override. Overrides change only what the public sees (decisions.md); the live counts stay true.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { COUNTER_NAMES } from '../../../shared/constants';
import { useTranslation } from '../../i18n/react';
import { ListLoadFailed } from '../../components/list-states';
import { adminCountersQuery } from './api/admin-counters-api';
import { CounterCard } from './counter-card';

/** `children`: further admin sections, under the counters (the verification queue). */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const counters = useQuery(adminCountersQuery);

  let body;
  if (counters.isPending) {
    body = (
      <p role="status" className="min-h-40 text-stone-700 dark:text-stone-300">
        {t('common.actions.loading')}
      </p>
    );
  } else if (counters.isError) {
    body = <ListLoadFailed message={t('admin.loadError')} error={counters.error} onRetry={() => void counters.refetch()} />;
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-3">
        {COUNTER_NAMES.map((name) => (
          <CounterCard key={name} name={name} counter={counters.data[name]} />
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
