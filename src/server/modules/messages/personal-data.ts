// The messages part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (docs/decisions/0023-messages.md, "Data"). The export holds the
// messages the member wrote, naming the other member by id only: what the others wrote is theirs.
// Deleting the account erases every conversation the member was in, both sides of it (the match
// goes, and with it the conversation, so the other member sees it has ended).
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMarks, matches, messageAllowances, messages } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

/** The ids of every match (confirmed or not) the member is in. */
const matchIdsOf = (db: Database, id: string) =>
  db
    .select({ id: matches.id })
    .from(matches)
    .where(or(eq(matches.memberA, id), eq(matches.memberB, id)));

export const MESSAGES_PERSONAL_DATA: readonly PersonalDataSource[] = [
  {
    name: 'messages',
    collect: async (db, { id }) => {
      const rows = await db
        .select({ body: messages.body, sentAt: messages.createdAt, memberA: matches.memberA, memberB: matches.memberB })
        .from(messages)
        .innerJoin(matches, eq(matches.id, messages.matchId))
        .where(eq(messages.senderId, id))
        .orderBy(messages.id);
      return rows.map((row) => ({ to: row.memberA === id ? row.memberB : row.memberA, body: row.body, sentAt: row.sentAt }));
    },
    erase: async (tx, { id }) => {
      await tx.delete(messages).where(or(eq(messages.senderId, id), inArray(messages.matchId, matchIdsOf(tx, id))));
      await tx
        .delete(conversationMarks)
        .where(or(eq(conversationMarks.memberId, id), inArray(conversationMarks.matchId, matchIdsOf(tx, id))));
    },
  },
  memberRows('messageAllowances', messageAllowances, byMemberId(messageAllowances.userId), ['day', 'used']),
];
