// A Basic member's daily swipes (DISCOVERY_LIMITS; the day is the UTC day, the same for every
// member wherever they are: docs/decisions/0020-discovery.md). Counted in a row per member and
// day, taken atomically, so two swipes at the same instant can never pass the 50th together.
import { and, eq, sql } from 'drizzle-orm';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { swipeAllowances } from '../../db/schema';
import { dailyAllowanceOf, utcDayOf } from '../../platform/daily-allowance';

export const allowanceOf = (isPremium: boolean, used: number, now: Date) =>
  dailyAllowanceOf(DISCOVERY_LIMITS.basicSwipesPerDay, isPremium, used, now);

export async function swipesUsedToday(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: swipeAllowances.used })
    .from(swipeAllowances)
    .where(and(eq(swipeAllowances.userId, userId), eq(swipeAllowances.day, utcDayOf(now))));
  return row?.used ?? 0;
}

/** Takes one swipe of today's allowance; null when it is spent (nothing changes then). */
export async function takeSwipe(tx: Database, userId: string, now: Date): Promise<number | null> {
  const rows = await tx
    .insert(swipeAllowances)
    .values({ userId, day: utcDayOf(now), used: 1 })
    .onConflictDoUpdate({
      target: [swipeAllowances.userId, swipeAllowances.day],
      set: { used: sql`${swipeAllowances.used} + 1` },
      setWhere: sql`${swipeAllowances.used} < ${DISCOVERY_LIMITS.basicSwipesPerDay}`,
    })
    .returning({ used: swipeAllowances.used });
  return rows[0]?.used ?? null;
}
