// How many reports a member may send in a day (docs/decisions/0024-moderation.md, "One open report
// per pair"): far above what an honest member meets, it stops one account pouring reports into the
// admins' queue. Counted in the rate-limit table (decision 0010: shared by every server, swept like
// the rest); the key holds the member's id, so erasing the member finds it (src/server/personal-data.ts).
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { bucketKey, memberKey } from '../rate-limits';
import { countHit } from '../rate-limits';
import { reportMember } from '../../../shared/routes/discovery';

const DAY_MS = 24 * 60 * 60 * 1000;
const SCOPE = `${reportMember.method} ${reportMember.path} day`;

/** Counts one report of `reporterId`, or throws REPORT_LIMIT_REACHED (with retryAfterSeconds) past `perDay`. */
export async function countReport(db: Database, reporterId: string, perDay: number): Promise<void> {
  const { current, ttl } = await countHit(db, bucketKey(SCOPE, memberKey(reporterId)), DAY_MS);
  if (current > perDay) {
    throw new AppError('REPORT_LIMIT_REACHED', 'You have sent too many reports today.', { retryAfterSeconds: Math.ceil(ttl / 1000) });
  }
}
