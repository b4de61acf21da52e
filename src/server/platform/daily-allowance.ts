// A daily allowance of N actions a UTC day (the same day for every member wherever they are:
// docs/decisions/0020-discovery.md), Premium's unlimited. Swipes (discovery) and messages
// (messages) both count by it, each in its own table, so it sits below both.
import { and, eq, sql } from 'drizzle-orm';
import type { SwipeAllowance } from '../../shared/contracts/discovery';
import type { Database } from '../db/client';
import type { messageAllowances, swipeAllowances } from '../db/schema';

export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

const nextUtcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();

/** A Basic member's allowance of `perDay` a UTC day, `used` of it taken; Premium's is unlimited. */
export function dailyAllowanceOf(perDay: number, isPremium: boolean, used: number, now: Date): SwipeAllowance {
  if (isPremium) return { perDay: null, left: null, resetsAt: nextUtcMidnight(now) };
  return { perDay, left: Math.max(0, perDay - used), resetsAt: nextUtcMidnight(now) };
}

/** The tables that count an allowance: a row per member and UTC day, `used` of it taken. */
type AllowanceTable = typeof swipeAllowances | typeof messageAllowances;

/**
 * How many of `perDay` a member used today, and taking one atomically (in the caller's
 * transaction), so two at the same instant can never pass the last together.
 */
export function dailyCounter(table: AllowanceTable, perDay: number) {
  return {
    allowanceOf: (isPremium: boolean, used: number, now: Date) => dailyAllowanceOf(perDay, isPremium, used, now),

    usedToday: async (db: Database, userId: string, now: Date): Promise<number> => {
      const [row] = await db
        .select({ used: table.used })
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.day, utcDayOf(now))));
      return row?.used ?? 0;
    },

    /** Takes one of today's allowance: how many are used then, or null when it is spent (nothing changes then). */
    take: async (tx: Database, userId: string, now: Date): Promise<number | null> => {
      const rows = await tx
        .insert(table)
        .values({ userId, day: utcDayOf(now), used: 1 })
        .onConflictDoUpdate({
          target: [table.userId, table.day],
          set: { used: sql`${table.used} + 1` },
          setWhere: sql`${table.used} < ${perDay}`,
        })
        .returning({ used: table.used });
      return rows[0]?.used ?? null;
    },
  };
}
