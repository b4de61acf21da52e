// The conversation list in the cache, kept current by what happens elsewhere: a live message
// moves its conversation to the top (and counts as unread unless the member is reading it), a
// conversation read or ended changes the counts. The header's count follows every change.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ConversationList, MessageAllowance } from '../../../../shared/contracts/messages';
import { adjustUnreadTotal, refreshUnreadTotal } from '../../../lib/unread-messages';
import { conversationsQuery } from '../api/messages-api';

const key = conversationsQuery.queryKey;

/** A new message, live or sent from here: `countUnread` when the member is not looking at it. */
export function listWithMessage(queryClient: QueryClient, message: ChatMessage, countUnread: boolean): void {
  if (countUnread) adjustUnreadTotal(1);
  const list = queryClient.getQueryData(key);
  if (!list) return;
  const summary = list.conversations.find((item) => item.id === message.conversationId);
  // A conversation the list does not have yet (a new match): the server's list has it.
  if (!summary) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const moved = {
    ...summary,
    lastMessage: { body: message.body, sentAt: message.sentAt, fromMe: message.fromMe },
    updatedAt: message.sentAt,
    unread: summary.unread + (countUnread ? 1 : 0),
  };
  queryClient.setQueryData<ConversationList>(key, {
    ...list,
    conversations: [moved, ...list.conversations.filter((item) => item.id !== summary.id)],
    unreadTotal: list.unreadTotal + (countUnread ? 1 : 0),
  });
}

/** The member has read a conversation to its end. */
export function listWithRead(queryClient: QueryClient, conversationId: number): void {
  const list = queryClient.getQueryData(key);
  if (!list) {
    void refreshUnreadTotal();
    return;
  }
  const read = list.conversations.find((item) => item.id === conversationId)?.unread ?? 0;
  if (read === 0) return;
  adjustUnreadTotal(-read);
  queryClient.setQueryData<ConversationList>(key, {
    ...list,
    conversations: list.conversations.map((item) => (item.id === conversationId ? { ...item, unread: 0 } : item)),
    unreadTotal: Math.max(0, list.unreadTotal - read),
  });
}

/** The conversation ended (unmatch, block, a deleted account): off the list, its unread with it. */
export function listWithout(queryClient: QueryClient, conversationId: number): void {
  const list = queryClient.getQueryData(key);
  if (!list) {
    void refreshUnreadTotal();
    return;
  }
  const gone = list.conversations.find((item) => item.id === conversationId);
  if (!gone) return;
  adjustUnreadTotal(-gone.unread);
  queryClient.setQueryData<ConversationList>(key, {
    ...list,
    conversations: list.conversations.filter((item) => item.id !== conversationId),
    unreadTotal: Math.max(0, list.unreadTotal - gone.unread),
  });
}

/** A send answered with the member's allowance: the list shows the same. */
export function listWithAllowance(queryClient: QueryClient, allowance: MessageAllowance): void {
  const list = queryClient.getQueryData(key);
  if (list) queryClient.setQueryData<ConversationList>(key, { ...list, allowance });
}
