// What the two admin queues (identity verifications, open reports) share around the generic
// queue (components/queue-section.tsx): their texts, all under one locale key, the notice of
// their last decision, and the card each item is drawn in.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type QueueNotice, QueueSection, useQueueNotice } from '../../components/queue-section';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

type QueueTexts = 'admin.verification' | 'admin.reports';

/** A queue's heading, count, intro, load failure and empty line: <base>.title, .count, ... */
function useQueueTexts(base: QueueTexts) {
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

interface AdminQueueProps<T> {
  texts: QueueTexts;
  queue: UseQueryResult<T[]>;
  /** The items, each told how to say what its decision did (`onDecided`); the list may be named by the heading. */
  children: (items: T[], onDecided: (notice: QueueNotice) => void, headingId: string) => ReactNode;
}

/** One of the console's queues: its texts and the notice of its last decision around its items. */
export function AdminQueue<T>({ texts, queue, children }: AdminQueueProps<T>) {
  const { headingId, notice, onDecided } = useQueueNotice();
  const queueTexts = useQueueTexts(texts);
  return (
    <QueueSection headingId={headingId} {...queueTexts} notice={notice} queue={queue}>
      {(items) => children(items, onDecided, headingId)}
    </QueueSection>
  );
}
