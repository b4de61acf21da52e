// The one send both ways of writing a message share (docs/decisions/0023-messages.md, "Sending on
// the socket"): the POST route and the live socket's `send` command each check their caller their
// own way, then come here, so that the rules, their order and the answer cannot drift apart.
import type { SendMessageInput, SendMessageResponse } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import type { LivePublisher } from '../../platform/live/live-publisher';
import type { PushAnnouncer } from '../../platform/push-announcer';
import { chatMessageOf } from './message-rows';
import { type Sender, sendMessage } from './send';

export interface SendContext {
  db: Database;
  hub: LivePublisher;
  /** Tells the partner's devices (docs/decisions/0035-push-notifications.md); absent in some tests. */
  push?: PushAnnouncer;
}

/**
 * Stores `input` (already parsed with the route's contract) in the conversation, or finds the one
 * its clientId stored already, and tells both members' sockets of a new one, wherever they are.
 * Throws the AppErrors of sendMessage, in its order.
 */
export async function sendAndTell(
  { db, hub, push }: SendContext,
  sender: Sender,
  conversationId: number,
  input: SendMessageInput,
  now: Date,
): Promise<SendMessageResponse> {
  const sent = await sendMessage(db, sender, conversationId, input, now);
  if (sent.isNew) {
    const { id, matchId, senderId, clientId, body, flags, createdAt } = sent.message;
    // The message rides with its signal: the servers holding the two members' sockets send it
    // as it is, without reading it back (docs/decisions/0023-messages.md).
    await hub.publish({
      to: [sender.id, sent.partnerId],
      event: {
        type: 'message',
        conversationId: matchId,
        messageId: id,
        message: { senderId, clientId, body, flags, sentAt: createdAt.toISOString() },
      },
    });
    await push?.owe([{ memberId: sent.partnerId, kind: 'message', subjectId: matchId, actorId: senderId, messageId: id }]);
  }
  return { message: chatMessageOf(sent.message, sender.id), allowance: sent.allowance };
}
