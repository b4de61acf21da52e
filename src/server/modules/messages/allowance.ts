// A Basic member's daily messages (DISCOVERY_LIMITS.basicMessagesPerDay, the UTC day like the
// swipes: docs/decisions/0020-discovery.md): a row per member and day, taken atomically in the
// same transaction as the message, so two sends at once can never pass the 20th together.
import type { MessageAllowance } from '../../../shared/contracts/messages';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { messageAllowances } from '../../db/schema';
import { dailyCounter } from '../../platform/daily-allowance';

const messages = dailyCounter(messageAllowances, DISCOVERY_LIMITS.basicMessagesPerDay);

export const messageAllowanceOf: (isPremium: boolean, used: number, now: Date) => MessageAllowance = messages.allowanceOf;
export const messagesSentToday = messages.usedToday;
/** Takes one message of today's allowance; null when it is spent (nothing changes then). */
export const takeMessage = messages.take;
