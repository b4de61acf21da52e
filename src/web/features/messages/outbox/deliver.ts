// Sending one of the member's messages, and the outbox of those written offline
// (docs/decisions/0036-offline-member-data.md). A message written without a network waits in its
// conversation's outbox ("Waiting to send"), which is kept on the device with the conversation
// (app/offline/offline-data.tsx); it is sent when the network comes back and when the app
// starts. Sent exactly once: one send of a clientId at a time in this tab, and the server stores
// a clientId at most once (a lost answer sent again is not a second message).
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { isMessageProblem } from '../../../lib/message-check';
import { postMessage, threadKey } from '../api/messages-api';
import { listWithAllowance, listWithMessage } from '../list/list-cache';
import type { LiveClient } from '../live/live-client';
import {
  type OutgoingMessage,
  type SendFailure,
  type Thread,
  withFailure,
  withSending,
  withSent,
  withWaiting,
} from '../thread/thread-state';
import { endThread, isConversationGone, updateThread } from '../conversation/use-thread-sync';

export type Outgoing = Pick<OutgoingMessage, 'clientId' | 'body' | 'sentAt' | 'confirmed'>;

function failureOf(error: unknown): SendFailure {
  if (error instanceof ApiError && error.code === 'MESSAGE_NEEDS_CONFIRMATION') return 'needsConfirmation';
  if (error instanceof ApiError && error.code === 'MESSAGE_LIMIT_REACHED') return 'limit';
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    const fields = (error.details as { fields?: { message?: unknown }[] } | undefined)?.fields;
    const reason = Array.isArray(fields) ? fields[0]?.message : undefined;
    if (isMessageProblem(reason)) return reason;
  }
  // A dropped connection, a 5xx: the same message may go again later.
  return 'network';
}

/** The clientIds on their way from this tab: a second send of one waits for none, it is skipped. */
const onTheirWay = new Set<string>();

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

/**
 * Sends `item` in its conversation: marked sending, then stored (or failed, with the reason and
 * the text kept). Without a network it waits in the outbox instead, and so does a send the
 * network dropped as the browser went offline. A message from the outbox whose send found no
 * network (`fromOutbox`) waits again for the next return of the network, rather than a Retry.
 */
export async function deliver(
  queryClient: QueryClient,
  conversationId: number,
  item: Outgoing,
  live?: LiveClient,
  { fromOutbox = false } = {},
): Promise<void> {
  if (onTheirWay.has(item.clientId)) return;
  updateThread(queryClient, conversationId, (thread) => withSending(thread, item));
  if (!navigator.onLine) {
    updateThread(queryClient, conversationId, (thread) => withWaiting(thread, item.clientId));
    return;
  }
  onTheirWay.add(item.clientId);
  try {
    const input = { clientId: item.clientId, body: item.body, ...(item.confirmed && { confirmed: true }) };
    const { message, allowance } = await postMessage(conversationId, input, live);
    updateThread(queryClient, conversationId, (thread) => withSent(thread, message, allowance));
    listWithMessage(queryClient, message, false);
    listWithAllowance(queryClient, allowance);
  } catch (error) {
    if (isConversationGone(error)) endThread(queryClient, conversationId);
    else if (!navigator.onLine || (fromOutbox && isNetworkFailure(error)))
      updateThread(queryClient, conversationId, (thread) => withWaiting(thread, item.clientId));
    else updateThread(queryClient, conversationId, (thread) => withFailure(thread, item.clientId, failureOf(error)));
  } finally {
    onTheirWay.delete(item.clientId);
  }
}

/** Sends every waiting message, conversation by conversation, each in the order written. */
export async function drainOutbox(queryClient: QueryClient, live?: LiveClient): Promise<void> {
  if (!navigator.onLine) return;
  const threads = queryClient.getQueriesData<Thread>({ queryKey: threadKey(0).slice(0, 2) });
  for (const [, thread] of threads) {
    if (!thread || thread.closed) continue;
    for (const item of thread.outbox.filter((entry) => entry.status === 'waiting')) {
      await deliver(queryClient, thread.id, item, live, { fromOutbox: true });
    }
  }
}
