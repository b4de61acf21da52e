// How often a member may have a code sent (decision 0013, docs/targets.md T4): an SMS costs money and
// can harass whoever owns the number, so per member at most one a minute and five an hour, and
// per number five an hour whoever asks. Counted in the rate-limit table (shared by every
// instance, swept like the rest); member keys hold the member's id and number keys the number,
// so erasing a member finds both (personal-data.ts).
import type { Database } from '../../db/client';
import { countHit } from '../rate-limits';
import { rateLimitedError } from '../rate-limits';
import { bucketKey, memberKey } from '../rate-limits';
import { sendPhoneCode } from '../../../shared/routes/verification';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const SCOPE = `${sendPhoneCode.method} ${sendPhoneCode.path}`;

export const CODE_SEND_LIMITS = { perMemberPerMinute: 1, perMemberPerHour: 5, perNumberPerHour: 5 } as const;

export const numberKey = (phoneNumber: string) => `phone:${phoneNumber}`;

/** The rate-limit keys that name this number (for erasure). */
export const numberBucketKeys = (phoneNumber: string) => [bucketKey(`${SCOPE} hour`, numberKey(phoneNumber))];

/**
 * Counts one send for the member and the number, or throws RATE_LIMITED (with
 * retryAfterSeconds) at the first limit reached. Checked in order, so a refused request is not
 * counted against the limits after the one that refused it.
 */
export async function countCodeSend(db: Database, userId: string, phoneNumber: string): Promise<void> {
  const limits = [
    { key: bucketKey(`${SCOPE} minute`, memberKey(userId)), windowMs: MINUTE_MS, max: CODE_SEND_LIMITS.perMemberPerMinute },
    { key: bucketKey(`${SCOPE} hour`, memberKey(userId)), windowMs: HOUR_MS, max: CODE_SEND_LIMITS.perMemberPerHour },
    { key: numberBucketKeys(phoneNumber)[0]!, windowMs: HOUR_MS, max: CODE_SEND_LIMITS.perNumberPerHour },
  ];
  for (const limit of limits) {
    const { current, ttl } = await countHit(db, limit.key, limit.windowMs);
    if (current > limit.max) throw rateLimitedError(ttl);
  }
}
