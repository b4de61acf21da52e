// An open conversation kept current by the live socket: new messages, the partner's delivered and
// read marks, "typing…", and the end of the conversation; after every reconnect, the messages
// written meanwhile (GET ...?after=<newest id of a page the server read>, page by page: never the
// newest live one, whose earlier neighbour's event may have been lost).
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MESSAGE_PAGE_SIZE } from '../../../../shared/contracts/messages';
import { ApiError } from '../../../lib/api-client';
import { getMessages, threadKey } from '../api/messages-api';
import { listWithout } from '../list/list-cache';
import { useCatchUp } from '../live/use-catch-up';
import { useLiveEvents } from '../live/use-live';
import { catchUpCursor, closedThread, type Thread, withMarks, withMessage, withNewerPage } from '../thread/thread-state';

/** How long "typing…" stays after the partner's last typing event (they send one every 3 s). */
const TYPING_SHOWN_MS = 5_000;
/** A catch-up stops after this many pages; the next reconnect or opening brings the rest. */
const MAX_CATCH_UP_PAGES = 20;

export function updateThread(queryClient: QueryClient, conversationId: number, change: (thread: Thread) => Thread): void {
  queryClient.setQueryData<Thread>(threadKey(conversationId), (thread) => (thread ? change(thread) : thread));
}

/** The conversation is over: its screen says so, and the list forgets it. */
/**
 * The server's answer for a conversation that is over or hidden (unmatched, blocked, the partner
 * suspended or banned: docs/decisions/0024-moderation.md): the thread turns into its ended state.
 */
export const isConversationGone = (error: unknown) =>
  error instanceof ApiError && (error.code === 'CONVERSATION_UNAVAILABLE' || error.status === 404);

export function endThread(queryClient: QueryClient, conversationId: number): void {
  updateThread(queryClient, conversationId, closedThread);
  listWithout(queryClient, conversationId);
}

async function catchUp(queryClient: QueryClient, conversationId: number): Promise<void> {
  for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
    const thread = queryClient.getQueryData<Thread>(threadKey(conversationId));
    if (!thread || thread.closed) return;
    let newer;
    try {
      newer = await getMessages(conversationId, { after: catchUpCursor(thread) });
    } catch (error) {
      if (isConversationGone(error)) endThread(queryClient, conversationId);
      // Anything else waits for the next reconnect.
      return;
    }
    updateThread(queryClient, conversationId, (current) => withNewerPage(current, newer));
    if (newer.messages.length < MESSAGE_PAGE_SIZE) return;
  }
}

/** Keeps the open conversation's cache entry current; says whether the partner is typing. */
export function useThreadSync(conversationId: number): { partnerTyping: boolean } {
  const queryClient = useQueryClient();
  const [partnerTyping, setPartnerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const stopTyping = () => {
    clearTimeout(typingTimer.current);
    setPartnerTyping(false);
  };

  useLiveEvents((event) => {
    if (event.type === 'message') {
      if (event.message.conversationId !== conversationId) return;
      updateThread(queryClient, conversationId, (thread) => withMessage(thread, event.message));
      if (!event.message.fromMe) stopTyping();
      return;
    }
    if (event.conversationId !== conversationId) return;
    switch (event.type) {
      case 'delivered':
        updateThread(queryClient, conversationId, (thread) => withMarks(thread, { deliveredUpTo: event.upTo }));
        break;
      case 'read':
        updateThread(queryClient, conversationId, (thread) => withMarks(thread, { readUpTo: event.upTo }));
        break;
      case 'typing':
        clearTimeout(typingTimer.current);
        setPartnerTyping(true);
        typingTimer.current = setTimeout(() => setPartnerTyping(false), TYPING_SHOWN_MS);
        break;
      case 'closed':
        stopTyping();
        endThread(queryClient, conversationId);
        break;
    }
  });

  // Mounted with the conversation's data: ready at once.
  useCatchUp(true, () => void catchUp(queryClient, conversationId));
  return { partnerTyping };
}
