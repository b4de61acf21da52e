// A Basic member's daily messages (DISCOVERY_LIMITS.basicMessagesPerDay, the UTC day like the
// swipes: docs/decisions/0020-discovery.md): a row per member and day, taken atomically in the
// same transaction as the message, so two sends at once can never pass the 20th together.
import { and, eq, sql } from 'drizzle-orm';
import type { MessageAllowance } from '../../../shared/contracts/messages';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { messageAllowances } from '../../db/schema';
import { dailyAllowanceOf, utcDayOf } from '../../platform/daily-allowance';

export const messageAllowanceOf = (isPremium: boolean, used: number, now: Date): MessageAllowance =>
  dailyAllowanceOf(DISCOVERY_LIMITS.basicMessagesPerDay, isPremium, used, now);

export async function messagesSentToday(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: messageAllowances.used })
    .from(messageAllowances)
    .where(and(eq(messageAllowances.userId, userId), eq(messageAllowances.day, utcDayOf(now))));
  return row?.used ?? 0;
}

/** Takes one message of today's allowance; null when it is spent (nothing changes then). */
export async function takeMessage(tx: Database, userId: string, now: Date): Promise<number | null> {
  const rows = await tx
    .insert(messageAllowances)
    .values({ userId, day: utcDayOf(now), used: 1 })
    .onConflictDoUpdate({
      target: [messageAllowances.userId, messageAllowances.day],
      set: { used: sql`${messageAllowances.used} + 1` },
      setWhere: sql`${messageAllowances.used} < ${DISCOVERY_LIMITS.basicMessagesPerDay}`,
    })
    .returning({ used: messageAllowances.used });
  return rows[0]?.used ?? null;
}
