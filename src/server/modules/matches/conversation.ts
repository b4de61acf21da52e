// A conversation is a confirmed match, readable and writable by its two members only
// (docs/decisions/0023-messages.md). Every route of a conversation starts here (the send checks the
// same predicate, isConversationOf, inside the statement that stores the message, messages/send.ts): an id that is not
// one of the member's confirmed matches (never matched, unmatched, blocked, deleted, or guessed)
// is refused the same way, so the answer says nothing about other members' conversations. A
// partner who is suspended or banned is hidden from the other member (visibleMember,
// docs/decisions/0024-moderation.md): their conversation is refused alike while that lasts, and
// a suspension's comes back, messages and all, when it ends (only a ban deletes the match).
import { and, desc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema';
import { AppError } from '../../errors';
import { visibleMember } from '../moderation';

export interface Conversation {
  id: number;
  partnerId: string;
  matchedAt: Date;
}

export const conversationUnavailable = () => new AppError('CONVERSATION_UNAVAILABLE', 'No such conversation.');

/**
 * The other member of a matches row, seen from `memberId`, as SQL. Here and in isConversationOf
 * the member and the id may be placeholders, for a statement built once (db/named-statement.ts).
 */
export const partnerInMatch = (memberId: string | Placeholder) =>
  sql<string>`case when ${matches.memberA} = ${memberId} then ${matches.memberB} else ${matches.memberA} end`;

/**
 * The matches row `id` is a conversation of `memberId`: confirmed, one of theirs, and the partner
 * neither suspended nor banned. A condition on `matches`, for drizzle queries and SQL statements alike.
 */
export const isConversationOf = (memberId: string | Placeholder, id: number | Placeholder): SQL =>
  and(
    eq(matches.id, id),
    eq(matches.confirmed, true),
    or(eq(matches.memberA, memberId), eq(matches.memberB, memberId)),
    visibleMember(partnerInMatch(memberId)),
  )!;

export async function conversationOf(db: Database, memberId: string, id: number): Promise<Conversation> {
  const [row] = await db
    .select({ memberA: matches.memberA, memberB: matches.memberB, confirmedAt: matches.confirmedAt, createdAt: matches.createdAt })
    .from(matches)
    .where(isConversationOf(memberId, id));
  if (!row) throw conversationUnavailable();
  return { id, partnerId: row.memberA === memberId ? row.memberB : row.memberA, matchedAt: row.confirmedAt ?? row.createdAt };
}

/**
 * Every conversation of the member, with the other member, hidden partners too: whom to tell
 * when the account goes.
 * With `newest`, only that many, the newest matches first (what a live socket keeps).
 */
export async function conversationsWithPartnersOf(
  db: Database,
  memberId: string,
  newest?: number,
): Promise<{ id: number; partnerId: string }[]> {
  const query = db
    .select({ id: matches.id, memberA: matches.memberA, memberB: matches.memberB })
    .from(matches)
    .where(and(eq(matches.confirmed, true), or(eq(matches.memberA, memberId), eq(matches.memberB, memberId))));
  const rows = newest === undefined ? await query : await query.orderBy(desc(matches.id)).limit(newest);
  return rows.map((row) => ({ id: row.id, partnerId: row.memberA === memberId ? row.memberB : row.memberA }));
}
