// Sending a message (docs/decisions/0023-messages.md): stored once per browser id, so a retry of
// a send whose answer was lost returns the stored message and takes nothing more; a Basic
// member's allowance is taken in the same transaction as the message, so a refusal stores nothing.
// The per-minute limit is counted, and the conversation checked (matches' isConversationOf, the
// predicate of every conversation route), by the statement that stores the message: one round trip
// for the three (docs/decisions/0023-messages.md, "What each message costs").
import { and, eq, sql } from 'drizzle-orm';
import type { MessageAllowance, SendMessageInput } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { messages } from '../../db/schema';
import { AppError } from '../../errors';
import { messageAllowanceOf, messagesSentToday, takeMessage } from './allowance';
import { conversationOf, conversationUnavailable, isConversationOf, partnerInMatch } from '../matches';
import { bucketKey, countedOf, countHit, hitStatement, memberKey, rateLimitedError } from '../rate-limits';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { reviewRepeatedFlags } from './flag-review';
import { messageColumns, type MessageRow } from './message-rows';
import { safetyFlagsOf } from './safety/rules';
import { sendMessage as sendMessageRoute } from '../../../shared/routes/messages';

export interface Sender {
  id: string;
  isPremium: boolean;
}

export interface Sent {
  message: MessageRow;
  allowance: MessageAllowance;
  /** False for a retry of a message already stored. */
  isNew: boolean;
  /** The conversation's other member (whom the message is for). */
  partnerId: string;
}

const limitReached = (allowance: MessageAllowance) => new AppError('MESSAGE_LIMIT_REACHED', "Today's messages are spent.", { allowance });

/** Thrown inside the transaction to undo the stored message when the allowance is spent. */
class AllowanceSpent extends Error {}

/**
 * Any member's messages a minute, Premium too, counted per member (many members share one
 * address) in the rate-limit table under the key the route's limit had (docs/decisions/0010-rate-limits.md).
 */
const MINUTE_MS = 60 * 1000;
const minuteKeyOf = (senderId: string) => bucketKey(`${sendMessageRoute.method} ${sendMessageRoute.path}`, memberKey(senderId));

/**
 * Sends `input` (the body the route's contract parsed: a malformed one was refused with 400
 * before anything was counted) to conversation `conversationId`. Every call counts against the
 * sender's minute, and the errors come in the order the route always gave: past the minute's
 * limit (429 RATE_LIMITED), a conversation the sender is not in (404), an insult to confirm
 * (409), the day's allowance (429 MESSAGE_LIMIT_REACHED). The common path, a valid message,
 * counts, checks and stores in one statement; only a refusal counts and reads the conversation apart.
 */
export async function sendMessage(db: Database, sender: Sender, conversationId: number, input: SendMessageInput, now: Date): Promise<Sent> {
  const refusedAfterCheck = async (error: unknown): Promise<never> => {
    const { current, ttl } = await countHit(db, minuteKeyOf(sender.id), MINUTE_MS);
    if (current > DISCOVERY_LIMITS.messagesPerMinute) throw rateLimitedError(ttl);
    await conversationOf(db, sender.id, conversationId);
    throw error;
  };
  const flags = safetyFlagsOf(input.body);
  // An insult is the sender's to take back: asked "Are you sure?" first (the browser asks, then
  // sends again with `confirmed`). Scam-like messages go as they are, with a notice for the reader.
  if (flags.includes('insult') && input.confirmed !== true) {
    return refusedAfterCheck(
      new AppError('MESSAGE_NEEDS_CONFIRMATION', 'This message may hurt: confirm it to send it.', { flags: ['insult'] }),
    );
  }
  const message = { matchId: conversationId, senderId: sender.id, clientId: input.clientId, body: input.body, flags, createdAt: now };
  let stored: { message: MessageRow; used: number; partnerId: string } | { partnerId: string } | null;
  try {
    if (sender.isPremium) {
      // Nothing to take with it: one statement, atomic by itself, without a transaction's two
      // more round trips (docs/decisions/0023-messages.md).
      stored = await storeInConversation(db, message);
    } else {
      stored = await db.transaction(async (tx) => {
        const inserted = await storeInConversation(tx, message);
        if (!inserted || !('message' in inserted)) return inserted;
        const used = await takeMessage(tx, sender.id, now);
        if (used === null) throw new AllowanceSpent();
        return { ...inserted, used };
      });
    }
  } catch (error) {
    if (error instanceof AllowanceSpent) {
      // The refusal undid the transaction and the hit with it: the hit still counts.
      await countHit(db, minuteKeyOf(sender.id), MINUTE_MS);
      throw limitReached(messageAllowanceOf(false, Number.MAX_SAFE_INTEGER, now));
    }
    // The match ended between the statement's check and its insert (a block at that instant).
    if (isForeignKeyViolation(error)) throw conversationUnavailable();
    throw error;
  }
  if (!stored) throw conversationUnavailable();
  if ('message' in stored) {
    if (flags.length > 0) await reviewRepeatedFlags(db, sender.id, now);
    return {
      message: stored.message,
      allowance: messageAllowanceOf(sender.isPremium, stored.used, now),
      isNew: true,
      partnerId: stored.partnerId,
    };
  }
  return {
    ...(await alreadyStored(db, sender, conversationId, input)),
    allowance: await allowanceNow(db, sender, now),
    isNew: false,
    partnerId: stored.partnerId,
  };
}

const placeholder = (name: Extract<keyof SendValues, string>) => sql.placeholder(name);
interface SendValues extends Record<string, unknown> {
  minuteKey: string;
  senderId: string;
  matchId: number;
  clientId: string;
  body: string;
  /** The flags joined with commas (none of them holds one). */
  flags: string;
  /** An ISO timestamp. */
  createdAt: string;
}

/** The send, built once and prepared once per connection (db/named-statement.ts). */
const sendStatement = namedStatement<SendValues>(
  'send_message',
  sql`
    with hit as (${hitStatement(placeholder('minuteKey'), MINUTE_MS)}),
    conversation as (
      select id, ${partnerInMatch(placeholder('senderId'))} as partner_id
      from matches
      where ${isConversationOf(placeholder('senderId'), placeholder('matchId'))}
        and (select hits from hit) <= ${DISCOVERY_LIMITS.messagesPerMinute}
      for no key update
    ), stored as (
      insert into message (match_id, sender_id, client_id, body, flags, created_at)
      select id, ${placeholder('senderId')}, ${placeholder('clientId')}, ${placeholder('body')},
        string_to_array(${placeholder('flags')}, ','), ${placeholder('createdAt')}::timestamptz
      from conversation
      on conflict (sender_id, client_id) do nothing
      returning id
    )
    select hit.hits, hit.ttl_ms, conversation.partner_id, stored.id
    from hit left join conversation on true left join stored on true`,
);

/**
 * One statement: the sender's hit on the minute's limit; then, within the limit, the
 * conversation, if the sender is one of its two members, locked until the transaction ends; and
 * the message stored in it. The lock orders a conversation's sends: its id is taken only once the
 * previous send in the conversation has committed, so ids commit in their order and a page read
 * at any instant never holds a message while an earlier one is still invisible to it
 * (docs/decisions/0023-messages.md, "Catching up"). `for no key update`, not `for update`: the
 * foreign-key checks of marks and messages (`for key share`) are not held up by it. Throws
 * RATE_LIMITED past the limit; null when there is no such conversation; without `message` for a
 * retry (the browser id was used already, nothing is stored).
 */
async function storeInConversation(
  db: Database,
  message: Omit<MessageRow, 'id'>,
): Promise<{ message: MessageRow; used: number; partnerId: string } | { partnerId: string } | null> {
  const { matchId, senderId, clientId, body, flags, createdAt } = message;
  const result = await sendStatement(db, {
    minuteKey: minuteKeyOf(senderId),
    senderId,
    matchId,
    clientId,
    body,
    flags: flags.join(','),
    createdAt: createdAt.toISOString(),
  });
  type Row = { hits: number | string; ttl_ms: number | string; partner_id: string | null; id: number | string | null };
  const [row] = (result as { rows: Row[] }).rows;
  if (!row) throw new Error('the send statement returned no row');
  const { current, ttl } = countedOf(row);
  if (current > DISCOVERY_LIMITS.messagesPerMinute) throw rateLimitedError(ttl);
  if (row.partner_id === null) return null;
  if (row.id === null) return { partnerId: row.partner_id };
  // Every column but the id is what was written: no need to read it back.
  return { message: { id: Number(row.id), ...message }, used: 0, partnerId: row.partner_id };
}

/** PostgreSQL's foreign_key_violation, as the driver throws it or as drizzle wraps it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The message a retry names; its browser id must not be reused for another conversation. */
async function alreadyStored(db: Database, sender: Sender, conversationId: number, input: { clientId: string; body: string }) {
  const [message] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, sender.id), eq(messages.clientId, input.clientId)));
  if (!message || message.matchId !== conversationId || message.body !== input.body) {
    throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields: [{ path: 'clientId', message: 'alreadyUsed' }] });
  }
  return { message };
}

async function allowanceNow(db: Database, sender: Sender, now: Date): Promise<MessageAllowance> {
  return messageAllowanceOf(sender.isPremium, sender.isPremium ? 0 : await messagesSentToday(db, sender.id, now), now);
}
