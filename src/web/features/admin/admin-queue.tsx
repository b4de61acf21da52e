// What the two admin queues (identity verifications, open reports) share around the generic
// queue (components/queue-section.tsx): their texts, all under one locale key, and the card each
// item is drawn in.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** A queue's heading, count, intro, load failure and empty line: <base>.title, .count, ... */
export function useQueueTexts(base: 'admin.verification' | 'admin.reports') {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    title: t(`${base}.title`),
    count: (shown: number) => t(`${base}.count`, { shown: formatNumber(shown, language) }),
    intro: t(`${base}.intro`),
    loadFailed: t(`${base}.loadFailed`),
    empty: t(`${base}.empty`),
  };
}

/** One item of a queue, named by its heading (`titleId`). */
export function QueueItem({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900"
      >
        {children}
      </article>
    </li>
  );
}
