// Earlier messages, a page at a time (GET ...?before=<oldest id>), when the member scrolls up.
// The log's height and position are taken just before the page goes in, so that the log can put
// back what the member was reading at the same place on screen (message-log.tsx). A conversation
// found gone turns into its ended state.
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { getMessages } from '../api/messages-api';
import { type Thread, withOlderPage } from '../thread/thread-state';
import { endThread, isConversationGone, updateThread } from './use-thread-sync';

interface ScrollAnchor {
  height: number;
  top: number;
}

export function useOlderMessages(thread: Thread, scroller: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Set when a page is about to go in; the log uses it once and clears it. */
  const anchor = useRef<ScrollAnchor | null>(null);
  const busy = useRef(false);
  const oldest = thread.messages[0]?.id;

  const load = () => {
    if (busy.current || oldest === undefined) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    getMessages(thread.id, { before: oldest })
      .then(
        (page) => {
          const log = scroller.current;
          anchor.current = log ? { height: log.scrollHeight, top: log.scrollTop } : null;
          updateThread(queryClient, thread.id, (current) => withOlderPage(current, page));
        },
        (error: unknown) => {
          // The partner may have gone meanwhile (0024): the ended state, not a retry that cannot work.
          if (isConversationGone(error)) endThread(queryClient, thread.id);
          else setFailed(true);
        },
      )
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  };

  /** The place to keep once the page is in, used once. */
  const takeAnchor = useCallback((): ScrollAnchor | null => {
    const kept = anchor.current;
    anchor.current = null;
    return kept;
  }, []);

  return { load, loading, failed, takeAnchor };
}
