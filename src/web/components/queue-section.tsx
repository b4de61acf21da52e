// An admin queue on /admin (the verification queue, the open reports): its heading with a count,
// what the last decision did (said next to the heading the focus returns to: a toast in the
// corner would cover the next item's details), then the list or what stands in for it (loading,
// could not be loaded with Retry, empty). Both queues drew these blocks each (style.md, "do not
// imitate"); the list states are the ones every member list uses (list-states.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { FormNotice } from './form/form-notice';
import { ListLoadFailed, ListLoading } from './list-states';

export type QueueNotice = { kind: 'success' | 'error'; text: string };

/**
 * A queue's heading id and the notice of its last decision. A decided item leaves the list with
 * its buttons, so `onDecided` says the outcome and sends the focus back to the heading, just
 * above the notice.
 */
export function useQueueNotice() {
  const headingId = `${useId()}-title`;
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const onDecided = useCallback(
    (outcome: QueueNotice) => {
      setNotice(outcome);
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    },
    [headingId],
  );
  return { headingId, notice, onDecided };
}

interface QueueSectionProps<T> {
  headingId: string;
  /** Translated texts: the heading, the count of items shown beside it, the line under it. */
  title: string;
  count: (shown: number) => string;
  intro: string;
  notice: QueueNotice | null;
  queue: UseQueryResult<T[]>;
  /** The sentence before the API's reason when the queue cannot be loaded, and the empty queue's. */
  loadFailed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}

export function QueueSection<T>({ headingId, title, count, intro, notice, queue, loadFailed, empty, children }: QueueSectionProps<T>) {
  return (
    // Not a named region: the dashboard counts its regions as the three counter cards.
    <section className="mt-12">
      <div className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">
          {title}
        </h2>
        {queue.isSuccess && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {count(queue.data.length)}
          </span>
        )}
      </div>
      <p className="mb-6 max-w-3xl text-stone-700 dark:text-stone-300">{intro}</p>
      <div className={notice ? 'mb-6' : undefined}>
        <FormNotice kind="success">{notice?.kind === 'success' ? notice.text : null}</FormNotice>
        {notice?.kind === 'error' && <FormNotice kind="error">{notice.text}</FormNotice>}
      </div>
      {queue.isPending && <ListLoading />}
      {queue.isError && <ListLoadFailed message={loadFailed} error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.isSuccess && queue.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-stone-600">{empty}</p>
      )}
      {queue.isSuccess && queue.data.length > 0 && children(queue.data)}
    </section>
  );
}
