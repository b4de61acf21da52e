// Sending a message (docs/decisions/0023-messages.md): stored once per browser id, so a retry of
// a send whose answer was lost returns the stored message and takes nothing more; a Basic
// member's allowance is taken in the same transaction as the message, so a refusal stores nothing.
import { and, eq } from 'drizzle-orm';
import type { MessageAllowance, SendMessageInput } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { AppError } from '../../errors';
import { messageAllowanceOf, messagesSentToday, takeMessage } from './allowance';
import type { Conversation } from '../matches';
import { reviewRepeatedFlags } from './flag-review';
import { messageColumns, type MessageRow } from './message-rows';
import { safetyFlagsOf } from './safety/rules';

export interface Sender {
  id: string;
  isPremium: boolean;
}

export interface Sent {
  message: MessageRow;
  allowance: MessageAllowance;
  /** False for a retry of a message already stored. */
  isNew: boolean;
}

const limitReached = (allowance: MessageAllowance) => new AppError('MESSAGE_LIMIT_REACHED', "Today's messages are spent.", { allowance });

/** Thrown inside the transaction to undo the stored message when the allowance is spent. */
class AllowanceSpent extends Error {}

export async function sendMessage(
  db: Database,
  sender: Sender,
  conversation: Conversation,
  input: SendMessageInput,
  now: Date,
): Promise<Sent> {
  const flags = safetyFlagsOf(input.body);
  // An insult is the sender's to take back: asked "Are you sure?" first (the browser asks, then
  // sends again with `confirmed`). Scam-like messages go as they are, with a notice for the reader.
  if (flags.includes('insult') && input.confirmed !== true) {
    throw new AppError('MESSAGE_NEEDS_CONFIRMATION', 'This message may hurt: confirm it to send it.', { flags: ['insult'] });
  }
  const insertMessage = (tx: Database) =>
    tx
      .insert(messages)
      .values({ matchId: conversation.id, senderId: sender.id, clientId: input.clientId, body: input.body, flags, createdAt: now })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning(messageColumns);
  let stored: { message: MessageRow; used: number } | null;
  try {
    if (sender.isPremium) {
      // Nothing to take with it: one statement, atomic by itself, without a transaction's two
      // more round trips (docs/decisions/0023-messages.md).
      const [message] = await insertMessage(db);
      stored = message ? { message, used: 0 } : null;
    } else {
      stored = await db.transaction(async (tx) => {
        const [message] = await insertMessage(tx);
        if (!message) return null;
        const used = await takeMessage(tx, sender.id, now);
        if (used === null) throw new AllowanceSpent();
        return { message, used };
      });
    }
  } catch (error) {
    if (error instanceof AllowanceSpent) throw limitReached(messageAllowanceOf(false, Number.MAX_SAFE_INTEGER, now));
    throw error;
  }
  if (stored) {
    if (flags.length > 0) await reviewRepeatedFlags(db, sender.id, now);
    return { message: stored.message, allowance: messageAllowanceOf(sender.isPremium, stored.used, now), isNew: true };
  }
  return { ...(await alreadyStored(db, sender, conversation, input)), allowance: await allowanceNow(db, sender, now), isNew: false };
}

/** The message a retry names; its browser id must not be reused for another conversation. */
async function alreadyStored(db: Database, sender: Sender, conversation: Conversation, input: SendMessageInput) {
  const [message] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, sender.id), eq(messages.clientId, input.clientId)));
  if (!message || message.matchId !== conversation.id || message.body !== input.body) {
    throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields: [{ path: 'clientId', message: 'alreadyUsed' }] });
  }
  return { message };
}

async function allowanceNow(db: Database, sender: Sender, now: Date): Promise<MessageAllowance> {
  return messageAllowanceOf(sender.isPremium, sender.isPremium ? 0 : await messagesSentToday(db, sender.id, now), now);
}
