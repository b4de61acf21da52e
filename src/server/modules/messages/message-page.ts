// A conversation's messages, oldest first: the latest page when it opens, older pages as the
// member scrolls up (`before`), and everything newer than what the browser has after a
// reconnect (`after`). Each page says how far the partner has received and read.
import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { MESSAGE_PAGE_SIZE, type MessagePage, type MessagePageQuery } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { Conversation } from '../matches';
import { marksOf } from './marks';
import { chatMessageOf, messageColumns } from './message-rows';

/** At most this many newer messages in one catch-up; a member away longer opens the conversation again. */
export const CATCH_UP_LIMIT = 1000;

async function rowsOf(db: Database, conversation: Conversation, query: MessagePageQuery) {
  const inConversation = eq(messages.matchId, conversation.id);
  if (query.after !== undefined) {
    const rows = await db
      .select(messageColumns)
      .from(messages)
      .where(and(inConversation, gt(messages.id, query.after)))
      .orderBy(asc(messages.id))
      .limit(CATCH_UP_LIMIT);
    return { rows, hasOlder: false };
  }
  const condition: SQL = query.before === undefined ? inConversation : and(inConversation, lt(messages.id, query.before))!;
  const newestFirst = await db
    .select(messageColumns)
    .from(messages)
    .where(condition)
    .orderBy(desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  return { rows: newestFirst.slice(0, MESSAGE_PAGE_SIZE).reverse(), hasOlder: newestFirst.length > MESSAGE_PAGE_SIZE };
}

export async function messagePageOf(
  db: Database,
  viewerId: string,
  conversation: Conversation,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const [{ rows, hasOlder }, partnerMarks] = await Promise.all([
    rowsOf(db, conversation, query),
    marksOf(db, conversation.partnerId, [conversation.id]),
  ]);
  const marks = partnerMarks.get(conversation.id);
  return {
    messages: rows.map((row) => chatMessageOf(row, viewerId)),
    hasOlder,
    partnerDeliveredUpTo: marks?.deliveredUpTo ?? 0,
    partnerReadUpTo: marks?.readUpTo ?? 0,
  };
}
