// Sending, optimistic: the message shows at once as "sending", then as stored when the server
// answers (on the live socket when it is open, else over HTTP: api/messages-api.ts). A failure never loses it: it stays marked failed, with a Retry that sends the same
// clientId again, which the server stores at most once (a lost answer is not a second message).
// A message the rules find may hurt is refused until the member confirms it
// (docs/decisions/0023-messages.md, "Safety"): it waits in the outbox for "Send anyway", which
// sends the same clientId with `confirmed`.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { postMessage } from '../api/messages-api';
import { useLiveClient } from '../live/use-live';
import { listWithAllowance, listWithMessage } from '../list/list-cache';
import { type SendFailure, withFailure, withSending, withSent } from '../thread/thread-state';
import { isMessageProblem } from '../../../lib/message-check';
import { endThread, isConversationGone, updateThread } from './use-thread-sync';

function failureOf(error: unknown): SendFailure {
  if (error instanceof ApiError && error.code === 'MESSAGE_NEEDS_CONFIRMATION') return 'needsConfirmation';
  if (error instanceof ApiError && error.code === 'MESSAGE_LIMIT_REACHED') return 'limit';
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    const fields = (error.details as { fields?: { message?: unknown }[] } | undefined)?.fields;
    const reason = Array.isArray(fields) ? fields[0]?.message : undefined;
    if (isMessageProblem(reason)) return reason;
  }
  // Offline, a dropped connection, a 5xx: the same message may go again later.
  return 'network';
}

export type Send = (clientId: string, body: string, confirmed?: boolean) => Promise<void>;

/**
 * `send(clientId, body, confirmed)`: a new message, or a failed one again (same clientId, same
 * body), `confirmed` once the member answered "Send anyway".
 */
export function useSend(conversationId: number): Send {
  const queryClient = useQueryClient();
  const live = useLiveClient();
  return useCallback(
    async (clientId, body, confirmed) => {
      updateThread(queryClient, conversationId, (thread) =>
        withSending(thread, { clientId, body, sentAt: new Date().toISOString(), confirmed }),
      );
      try {
        const { message, allowance } = await postMessage(conversationId, { clientId, body, ...(confirmed && { confirmed }) }, live);
        updateThread(queryClient, conversationId, (thread) => withSent(thread, message, allowance));
        listWithMessage(queryClient, message, false);
        listWithAllowance(queryClient, allowance);
      } catch (error) {
        if (isConversationGone(error)) endThread(queryClient, conversationId);
        else updateThread(queryClient, conversationId, (thread) => withFailure(thread, clientId, failureOf(error)));
      }
    },
    [conversationId, queryClient, live],
  );
}
