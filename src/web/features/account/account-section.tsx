import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

/** One card of the account page, titled by an h2 that names it for screen readers. */
export function AccountSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const frame = danger ? 'border-red-300 dark:border-red-800' : 'border-stone-200 dark:border-stone-700';
  return (
    <section aria-labelledby={id} className={`rounded-xl border bg-white p-6 dark:bg-stone-900 ${frame}`}>
      <h2 id={id} className={`mb-3 text-xl font-bold ${danger ? 'text-red-800 dark:text-red-300' : ''}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's read not answered yet: loading (a status line), or could not load, with Retry (an alert). */
export function SectionLoadState({ query, loading, loadFailed }: { query: UseQueryResult; loading: string; loadFailed: string }) {
  const { t } = useTranslation();
  if (!query.isError) return <p role="status">{loading}</p>;
  return (
    <div role="alert" className="space-y-3">
      <p>{loadFailed}</p>
      <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
        {t('account.retry')}
      </button>
    </div>
  );
}
