// Keeps the conversation list and the header's count current on every messages screen: live
// messages and ended conversations go into the cache, and after each reconnect the list is asked
// again (what happened while the socket was away is not replayed).
import { useQueryClient } from '@tanstack/react-query';
import { refreshUnreadTotal } from '../../../lib/unread-messages';
import { conversationsQuery } from '../api/messages-api';
import { useCatchUp } from '../live/use-catch-up';
import { useLiveEvents } from '../live/use-live';
import { listWithMessage, listWithout } from './list-cache';

/** `viewingId`: the conversation on screen, whose new messages the member reads as they come. */
export function useConversationsSync(viewingId: number | null): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    // The list's request is under way: its answer may predate this event, so it is asked again.
    if ((event.type === 'message' || event.type === 'closed') && queryClient.isFetching({ queryKey: conversationsQuery.queryKey }) > 0) {
      void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
    }
    if (event.type === 'message') {
      const { message } = event;
      const reading = message.conversationId === viewingId && document.visibilityState === 'visible';
      listWithMessage(queryClient, message, !message.fromMe && !reading);
    } else if (event.type === 'closed') {
      listWithout(queryClient, event.conversationId);
    }
  });
  useCatchUp(
    true,
    () => {
      const list = queryClient.getQueryCache().find({ queryKey: conversationsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
      // Off the list page, nothing refetches it now: the header's count is asked on its own.
      if (!list?.isActive()) void refreshUnreadTotal();
    },
    { skipOpenAtStart: true },
  );
}
