// A daily allowance of N actions a UTC day (the same day for every member wherever they are:
// docs/decisions/0020-discovery.md), Premium's unlimited. Swipes (discovery) and messages
// (messages) both count by it, so it sits below both.
import type { SwipeAllowance } from '../../shared/contracts/discovery';

export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

const nextUtcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();

/** A Basic member's allowance of `perDay` a UTC day, `used` of it taken; Premium's is unlimited. */
export function dailyAllowanceOf(perDay: number, isPremium: boolean, used: number, now: Date): SwipeAllowance {
  if (isPremium) return { perDay: null, left: null, resetsAt: nextUtcMidnight(now) };
  return { perDay, left: Math.max(0, perDay - used), resetsAt: nextUtcMidnight(now) };
}
