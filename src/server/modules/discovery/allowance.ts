// A Basic member's daily swipes (DISCOVERY_LIMITS; the day is the UTC day, the same for every
// member wherever they are: docs/decisions/0020-discovery.md). Counted in a row per member and
// day, taken atomically, so two swipes at the same instant can never pass the 50th together.
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { swipeAllowances } from '../../db/schema';
import { dailyCounter } from '../../platform/daily-allowance';

const swipes = dailyCounter(swipeAllowances, DISCOVERY_LIMITS.basicSwipesPerDay);

export const allowanceOf = swipes.allowanceOf;
export const swipesUsedToday = swipes.usedToday;
/** Takes one swipe of today's allowance; null when it is spent (nothing changes then). */
export const takeSwipe = swipes.take;
