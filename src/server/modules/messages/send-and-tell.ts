// The one send both ways of writing a message share (docs/decisions/0023-messages.md, "Sending on
// the socket"): the POST route and the live socket's `send` command each check their caller their
// own way, then come here, so that the rules, their order and the answer cannot drift apart.
import type { SendMessageInput, SendMessageResponse } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import type { LivePublisher } from '../../platform/live/live-publisher';
import { chatMessageOf } from './message-rows';
import { type Sender, sendMessage } from './send';

export interface SendContext {
  db: Database;
  hub: LivePublisher;
}

/**
 * Stores `input` (already parsed with the route's contract) in the conversation, or finds the one
 * its clientId stored already, and tells both members' sockets of a new one, wherever they are.
 * Throws the AppErrors of sendMessage, in its order.
 */
export async function sendAndTell(
  { db, hub }: SendContext,
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
  }
  return { message: chatMessageOf(sent.message, sender.id), allowance: sent.allowance };
}
