// A report that points at a message keeps it, with a few messages either side, as the report's
// evidence (docs/decisions/0023-messages.md, "Safety"): the report ends the conversation, and its
// messages with it, but the admins must still read what was said.
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches, messages, type ReportEvidence } from '../../db/schema';
import { AppError } from '../../errors';
import { orderedPair } from '../matches';
import { messageColumns } from './message-rows';

const AROUND = 3;

/** The evidence for `messageId`, which must be in the reporter's conversation with the reported member. */
export async function evidenceOf(tx: Database, reporterId: string, reportedId: string, messageId: number): Promise<ReportEvidence> {
  const pair = orderedPair(reporterId, reportedId);
  const [match] = await tx
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(messages, eq(messages.matchId, matches.id))
    .where(
      and(eq(matches.memberA, pair.memberA), eq(matches.memberB, pair.memberB), eq(matches.confirmed, true), eq(messages.id, messageId)),
    );
  if (!match) throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields: [{ path: 'messageId', message: 'unknown' }] });
  const inConversation = eq(messages.matchId, match.id);
  const [before, fromReported] = await Promise.all([
    tx
      .select(messageColumns)
      .from(messages)
      .where(and(inConversation, lt(messages.id, messageId)))
      .orderBy(desc(messages.id))
      .limit(AROUND),
    tx
      .select(messageColumns)
      .from(messages)
      .where(and(inConversation, gte(messages.id, messageId)))
      .orderBy(asc(messages.id))
      .limit(AROUND + 1),
  ]);
  return {
    messages: [...before.reverse(), ...fromReported].map((row) => ({
      id: row.id,
      from: row.senderId === reporterId ? ('reporter' as const) : ('reported' as const),
      body: row.body,
      sentAt: row.createdAt.toISOString(),
      reported: row.id === messageId,
    })),
  };
}
