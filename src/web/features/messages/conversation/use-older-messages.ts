// Earlier messages, a page at a time (GET ...?before=<oldest id>), when the member scrolls up.
// The page goes into the thread's cache (updateThread), which live events also change, so it is
// not a query of its own (an infinite query would hold a second copy of the messages): it is a
// guarded mutation (lib/query/use-guarded-mutation.ts), whose isPending and error are the
// button's state and whose guard keeps the scroll from asking twice for the same page
// (docs/decisions/0016-data-loading.md). The log's height and position are taken just before the
// page goes in, so that the log can put back what the member was reading at the same place on
// screen (message-log.tsx). A conversation found gone turns into its ended state.
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef } from 'react';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { getMessages } from '../api/messages-api';
import { type Thread, withOlderPage } from '../thread/thread-state';
import { endThread, isConversationGone, updateThread } from './use-thread-sync';

interface ScrollAnchor {
  height: number;
  top: number;
}

export function useOlderMessages(thread: Thread, scroller: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  /** Set when a page is about to go in; the log uses it once and clears it. */
  const anchor = useRef<ScrollAnchor | null>(null);
  const oldest = thread.messages[0]?.id;
  const threadId = thread.id;

  const older = useGuardedMutation({
    mutationFn: (before: number) => getMessages(threadId, { before }),
    onSuccess: (page) => {
      const log = scroller.current;
      anchor.current = log ? { height: log.scrollHeight, top: log.scrollTop } : null;
      updateThread(queryClient, threadId, (current) => withOlderPage(current, page));
    },
    onError: (error) => {
      // The partner may have gone meanwhile (0024): the ended state, not a retry that cannot work.
      if (isConversationGone(error)) endThread(queryClient, threadId);
    },
  });

  const load = () => {
    if (oldest !== undefined) older.send(oldest);
  };

  /** The place to keep once the page is in, used once. */
  const takeAnchor = useCallback((): ScrollAnchor | null => {
    const kept = anchor.current;
    anchor.current = null;
    return kept;
  }, []);

  const failed = older.isError && !isConversationGone(older.error);
  return { load, loading: older.isPending, failed, takeAnchor };
}
