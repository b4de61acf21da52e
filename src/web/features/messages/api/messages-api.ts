// The conversations API (contract src/shared/contracts/messages.ts): the list, one conversation,
// its pages, sending, read marks, and unmatch (a conversation's id is its match's). The one home
// of the list's and each conversation's cache key (docs/decisions/0016-data-loading.md).
//
// Both are always asked again when a screen opens (staleTime 0), and never on focus or on the
// browser's reconnect: while a screen is open the live socket keeps them current, and after the
// socket reconnects the screens ask for what they missed themselves (live/use-catch-up.ts).
import { queryOptions } from '@tanstack/react-query';
import type { SendMessageInput } from '../../../../shared/contracts/messages';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi } from '../../../lib/call-api';
import { unmatch } from '../../../../shared/routes/matches';
import { getConversation, getMessagePage, listConversations, markRead, sendMessage } from '../../../../shared/routes/messages';
import { setUnreadTotal } from '../../../lib/unread-messages';
import { type Thread, threadFromView } from '../thread/thread-state';
import { type LiveClient, LiveSendLost } from '../live/live-client';

/** GET /api/conversations: newest first; its unread total is the header's too. */
export const conversationsQuery = queryOptions({
  queryKey: ['messages', 'conversations'],
  queryFn: async ({ signal }) => {
    const list = await callApi(listConversations, { signal });
    setUnreadTotal(list.unreadTotal);
    return list;
  },
  staleTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export const threadKey = (conversationId: number) => ['messages', 'conversation', conversationId] as const;

/**
 * GET /api/conversations/:id, as a Thread. Opening it again keeps what the member had there:
 * the older pages they scrolled to (when they still join) and their unsent messages.
 */
export const threadQuery = (conversationId: number) =>
  queryOptions({
    queryKey: threadKey(conversationId),
    queryFn: async ({ signal, client }): Promise<Thread> => {
      const view = await callApi(getConversation, { params: { id: conversationId }, signal });
      return threadFromView(view, client.getQueryData<Thread>(threadKey(conversationId)));
    },
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** GET /api/conversations/:id/messages: older than `before`, or newer than `after`. */
export function getMessages(conversationId: number, query: { before: number } | { after: number }, signal?: AbortSignal) {
  return callApi(getMessagePage, { params: { id: conversationId }, query, signal });
}

/**
 * Sends on the live socket when it is open (no HTTP request per message: docs/decisions/0023-messages.md,
 * "Sending on the socket"), else, or when the socket closes before it answers, as
 * POST /api/conversations/:id/messages. The same clientId either way: stored at most once.
 */
export async function postMessage(conversationId: number, input: SendMessageInput, live?: LiveClient) {
  const onSocket = live?.sendMessage(conversationId, input);
  if (onSocket) {
    try {
      return await onSocket;
    } catch (error) {
      if (!(error instanceof LiveSendLost)) throw error;
    }
  }
  return callApi(sendMessage, { params: { id: conversationId }, body: input });
}

/** POST /api/conversations/:id/read */
export function postRead(conversationId: number, upTo: number) {
  return callApi(markRead, { params: { id: conversationId }, body: { upTo } });
}

/** DELETE /api/matches/:id: ends the match and with it the conversation, for both members. */
function deleteMatch(conversationId: number) {
  return callApi(unmatch, { params: { id: conversationId } });
}

/** Ends the match of a conversation (the screen then leaves the conversation). */
export const useDeleteMatch = () => useGuardedMutation({ mutationFn: deleteMatch });
