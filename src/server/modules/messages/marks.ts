// Delivered and read marks (docs/decisions/0023-messages.md): per member and conversation, the
// newest message of the other member that reached one of their devices, and that they read.
// Marks only move forward, and never past the partner's newest message.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMarks } from '../../db/schema';
import type { DeliveredMessage, MovedDeliveredMark } from '../../platform/live/live-hub';
import type { Conversation } from '../matches';

export interface MovedMark {
  conversationId: number;
  upTo: number;
}

/** Both drivers answer { rows }; bigint columns arrive as strings from node-postgres. */
const rowsOf = (result: unknown) => (result as { rows: { match_id: number | string; up_to: number | string }[] }).rows;
const movedOf = (result: unknown): MovedMark[] =>
  rowsOf(result).map((row) => ({ conversationId: Number(row.match_id), upTo: Number(row.up_to) }));

/** Everything the partners wrote in these conversations has reached `memberId`: the marks that moved. */
export async function markDelivered(db: Database, memberId: string, conversationIds: number[]): Promise<MovedMark[]> {
  if (conversationIds.length === 0) return [];
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return movedOf(
    await db.execute(sql`
      insert into conversation_mark (match_id, member_id, delivered_up_to)
      select m.match_id, ${memberId}, max(m.id) from message m
      where m.match_id in (${ids}) and m.sender_id <> ${memberId}
      group by m.match_id
      on conflict (match_id, member_id) do update set delivered_up_to = excluded.delivered_up_to
      where conversation_mark.delivered_up_to < excluded.delivered_up_to
      returning match_id, delivered_up_to as up_to`),
  );
}

/**
 * Many messages reached their recipients' devices (the live hub's deliveries of a few
 * milliseconds): their delivered marks in one statement; the marks that moved, with whom to tell.
 * A message that is gone (its conversation ended meanwhile) moves nothing.
 */
export async function markDeliveredMessages(db: Database, delivered: DeliveredMessage[]): Promise<MovedDeliveredMark[]> {
  // One row per conversation and recipient (a statement may not update a row twice): the newest.
  const newest = new Map<string, DeliveredMessage>();
  for (const message of delivered) {
    const key = `${message.conversationId} ${message.recipientId}`;
    if ((newest.get(key)?.messageId ?? 0) < message.messageId) newest.set(key, message);
  }
  if (newest.size === 0) return [];
  const rows = JSON.stringify(
    [...newest.values()].map(({ messageId, recipientId }) => ({ message_id: messageId, member_id: recipientId })),
  );
  const result = await db.execute(sql`
    insert into conversation_mark (match_id, member_id, delivered_up_to)
    select m.match_id, d.member_id, m.id
    from json_to_recordset(${rows}::json) as d(message_id bigint, member_id text)
    join message m on m.id = d.message_id and m.sender_id <> d.member_id
    on conflict (match_id, member_id) do update set delivered_up_to = excluded.delivered_up_to
    where conversation_mark.delivered_up_to < excluded.delivered_up_to
    returning match_id, member_id, delivered_up_to as up_to`);
  const senderOf = new Map([...newest.values()].map((message) => [`${message.conversationId} ${message.recipientId}`, message.senderId]));
  return (result as { rows: { match_id: number | string; member_id: string; up_to: number | string }[] }).rows.flatMap((row) => {
    const senderId = senderOf.get(`${Number(row.match_id)} ${row.member_id}`);
    return senderId ? [{ conversationId: Number(row.match_id), upTo: Number(row.up_to), senderId }] : [];
  });
}

/** `memberId` has read the conversation up to `upTo` (at most the partner's newest message): the mark if it moved. */
export async function markRead(db: Database, memberId: string, conversation: Conversation, upTo: number): Promise<MovedMark | null> {
  const [moved] = movedOf(
    await db.execute(sql`
      insert into conversation_mark (match_id, member_id, delivered_up_to, read_up_to)
      select ${conversation.id}, ${memberId}, newest, newest from (
        select max(m.id) as newest from message m
        where m.match_id = ${conversation.id} and m.sender_id = ${conversation.partnerId} and m.id <= ${upTo}
      ) partner where newest is not null
      on conflict (match_id, member_id) do update set
        read_up_to = excluded.read_up_to,
        delivered_up_to = greatest(conversation_mark.delivered_up_to, excluded.delivered_up_to)
      where conversation_mark.read_up_to < excluded.read_up_to
      returning match_id, read_up_to as up_to`),
  );
  return moved ?? null;
}

/** How far `memberId` has received and read each of these conversations. */
export async function marksOf(db: Database, memberId: string, conversationIds: number[]) {
  if (conversationIds.length === 0) return new Map<number, { deliveredUpTo: number; readUpTo: number }>();
  const rows = await db
    .select({ matchId: conversationMarks.matchId, deliveredUpTo: conversationMarks.deliveredUpTo, readUpTo: conversationMarks.readUpTo })
    .from(conversationMarks)
    .where(and(eq(conversationMarks.memberId, memberId), inArray(conversationMarks.matchId, conversationIds)));
  return new Map(rows.map((row) => [row.matchId, { deliveredUpTo: row.deliveredUpTo, readUpTo: row.readUpTo }]));
}
