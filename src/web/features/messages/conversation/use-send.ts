// Sending, optimistic: the message shows at once as "sending", then as stored when the server
// answers (on the live socket when it is open, else over HTTP: api/messages-api.ts). A failure
// never loses it: it stays marked failed, with a Retry that sends the same clientId again, which
// the server stores at most once (a lost answer is not a second message). Offline it waits in the
// outbox and goes when the network comes back (outbox/deliver.ts).
// A message the rules find may hurt is refused until the member confirms it
// (docs/decisions/0023-messages.md, "Safety"): it waits in the outbox for "Send anyway", which
// sends the same clientId with `confirmed`.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deliver } from '../outbox/deliver';
import { useLiveClient } from '../live/use-live';

export type Send = (clientId: string, body: string, confirmed?: boolean) => Promise<void>;

/**
 * `send(clientId, body, confirmed)`: a new message, or a failed one again (same clientId, same
 * body), `confirmed` once the member answered "Send anyway".
 */
export function useSend(conversationId: number): Send {
  const queryClient = useQueryClient();
  const live = useLiveClient();
  return useCallback(
    (clientId, body, confirmed) =>
      deliver(queryClient, conversationId, { clientId, body, sentAt: new Date().toISOString(), confirmed }, live),
    [conversationId, queryClient, live],
  );
}
