// Messages between matched members (docs/decisions/0023-messages.md). A conversation is a
// confirmed match, so it ends with the match: an unmatch, a block or a deleted account removes
// the match row and, through these foreign keys, every message in it.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH, type SafetyFlag } from '../../../shared/contracts/messages';
import { memberRef } from './auth';
import { matches } from './discovery';
import { createdAt } from './columns';
import { dailyAllowanceTable } from './daily-allowance';

export const messages = pgTable(
  'message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: memberRef('sender_id'),
    /** The sender's browser's id for the message: a retry stores nothing new. */
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    /** What the safety rules found (modules/messages/safety): the recipient sees a notice. */
    flags: text('flags')
      .array()
      .$type<SafetyFlag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('message_sender_client_unique').on(table.senderId, table.clientId),
    // A sender's flagged messages of the last days (repeated flags bring them to the admins).
    index('message_sender_flagged_idx')
      .on(table.senderId, table.createdAt)
      .where(sql`cardinality(${table.flags}) > 0`),
    // A conversation's pages, newest first, and its unread counts.
    index('message_match_id_idx').on(table.matchId, table.id),
    // The away e-mails' job reads the last hours' messages (docs/decisions/0025-away-notifications.md).
    index('message_created_at_idx').on(table.createdAt),
    check('message_body_length_check', sql`char_length(${table.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`),
  ],
);

/** How far each member of a conversation has received and read it (message ids; 0: nothing). */
export const conversationMarks = pgTable(
  'conversation_mark',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id'),
    deliveredUpTo: bigint('delivered_up_to', { mode: 'number' }).notNull().default(0),
    readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.memberId] })],
);

/** A Basic member's messages of one UTC day (DISCOVERY_LIMITS.basicMessagesPerDay). */
export const messageAllowances = dailyAllowanceTable('message_allowance');
