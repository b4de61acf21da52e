// Which of the messages' queries are kept on the device for offline use, and how they come back
// (docs/decisions/0036-offline-member-data.md): the conversations list and the most recent
// conversations, every one that still has a message waiting to be sent, never an ended one.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { conversationsQuery, threadKey } from '../api/messages-api';
import { type Thread, withInterruptedSendsWaiting } from '../thread/thread-state';

/** How many conversations are kept, the most recently updated first. */
export const KEPT_CONVERSATIONS = 10;

interface KeptQueryLike {
  queryKey: QueryKey;
  state: { data?: unknown; dataUpdatedAt: number };
}

const LIST_KEY = conversationsQuery.queryKey;
const THREAD_PREFIX = threadKey(0)[1];

const isThreadKey = (key: QueryKey) => key[0] === LIST_KEY[0] && key[1] === THREAD_PREFIX && typeof key[2] === 'number';
const isListKey = (key: QueryKey) => key.length === LIST_KEY.length && key[0] === LIST_KEY[0] && key[1] === LIST_KEY[1];

export const keepsMessagesQuery = (query: { queryKey: QueryKey }): boolean => isListKey(query.queryKey) || isThreadKey(query.queryKey);

/** The kept messages queries among `queries` (the list, then the conversations worth keeping). */
export function trimMessagesQueries<T extends KeptQueryLike>(queries: T[]): T[] {
  const threads = queries
    .filter((query) => isThreadKey(query.queryKey) && !(query.state.data as Thread | undefined)?.closed)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const unsent = (query: T) => ((query.state.data as Thread | undefined)?.outbox.length ?? 0) > 0;
  const kept = threads.filter((query, index) => index < KEPT_CONVERSATIONS || unsent(query));
  return [...queries.filter((query) => isListKey(query.queryKey)), ...kept];
}

/** After the copy is read back: a message that was on its way when the page closed waits again. */
export function afterMessagesRestored(queryClient: QueryClient): void {
  for (const [key, thread] of queryClient.getQueriesData<Thread>({ queryKey: [LIST_KEY[0], THREAD_PREFIX] })) {
    const corrected = thread && withInterruptedSendsWaiting(thread);
    if (corrected !== thread) queryClient.setQueryData(key, corrected);
  }
}
