import type { ReactNode } from 'react';

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
