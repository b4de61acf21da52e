// Repeated flags put the sender in front of the admins (docs/decisions/0023-messages.md,
// "Safety"): a member with FLAGS_FOR_REVIEW flagged messages within FLAG_WINDOW_DAYS gets one
// open report from the safety rules, holding those messages as its evidence. Recipients can
// still report any message themselves, at once.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { fileReport } from '../moderation';

export const FLAGS_FOR_REVIEW = 3;
export const FLAG_WINDOW_DAYS = 7;
const EVIDENCE_MESSAGES = 10;

/** After a flagged message of `senderId`: opens the safety rules' report when they reach the threshold. */
export async function reviewRepeatedFlags(db: Database, senderId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FLAG_WINDOW_DAYS * 86_400_000);
  const flagged = await db
    .select({ id: messages.id, body: messages.body, flags: messages.flags, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since), sql`cardinality(${messages.flags}) > 0`))
    .orderBy(desc(messages.id))
    .limit(EVIDENCE_MESSAGES);
  if (flagged.length < FLAGS_FOR_REVIEW) return;
  const flags = [...new Set(flagged.flatMap((message) => message.flags))];
  await fileReport(db, {
    reportedId: senderId,
    source: 'safety_rules',
    reason: flags.includes('insult') && flags.length === 1 ? 'harassment' : 'scam',
    details: `${flagged.length} messages flagged in ${FLAG_WINDOW_DAYS} days: ${flags.join(', ')}`,
    evidence: {
      messages: flagged.reverse().map((message) => ({
        id: message.id,
        from: 'reported' as const,
        body: message.body,
        sentAt: message.createdAt.toISOString(),
        reported: true,
      })),
    },
  });
}
