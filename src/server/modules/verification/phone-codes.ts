// One-time phone codes (decision 0013): six digits from crypto.randomInt, of which only an HMAC is
// stored, bound to the member and the number so a row copied to another member or number is
// useless. A code works once, for 10 minutes, and for MAX_WRONG_ATTEMPTS wrong tries.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_LENGTH } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { phoneCodes } from '../../db/schema';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** After this many wrong tries the code is dead: the next try is refused even if right. */
export const MAX_WRONG_ATTEMPTS = 5;

/** The HMAC key: derived from the app secret with a label of its own, so it signs nothing else. */
export function codeHashKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('sahel-hearts/phone-code/v1').digest();
}

export function hashCode(key: Buffer, userId: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}\n${phoneNumber}\n${code}`).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Stores a new code's hash and ends the member's earlier unused codes: only the newest works. */
export async function storeCode(db: Database, input: { userId: string; phoneNumber: string; codeHash: string }): Promise<Date> {
  const expiresAt = new Date(Date.now() + CODE_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ expiresAt: sql`least(${phoneCodes.expiresAt}, now())` })
      .where(and(eq(phoneCodes.userId, input.userId), isNull(phoneCodes.consumedAt)));
    await tx.insert(phoneCodes).values({ ...input, expiresAt });
  });
  return expiresAt;
}

/** How long a spent code (used or expired) is kept: long enough to look into an abuse report the
 * same day; its phone number is personal data and has no other use after that. */
export const SPENT_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes codes that expired more than SPENT_CODE_RETENTION_MS before `now`; returns how many. */
export async function deleteSpentCodes(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(phoneCodes)
    .where(lt(phoneCodes.expiresAt, new Date(now.getTime() - SPENT_CODE_RETENTION_MS)))
    .returning({ id: phoneCodes.id });
  return deleted.length;
}

export type CodeCheck = { outcome: 'accepted'; phoneNumber: string } | { outcome: 'incorrect' | 'expired' | 'locked' };

/**
 * Checks `code` against the member's newest unused code. Wrong tries are counted in the database
 * (one atomic increment each, so parallel guesses cannot exceed the limit), and a right one
 * consumes the code in one conditional update: two parallel right answers succeed once.
 */
export async function checkCode(db: Database, key: Buffer, userId: string, code: string): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.consumedAt), sql`${phoneCodes.expiresAt} > now()`))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest) return { outcome: 'expired' };
  if (latest.attempts >= MAX_WRONG_ATTEMPTS) return { outcome: 'locked' };

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(key, userId, latest.phoneNumber, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const counted = await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(and(eq(phoneCodes.id, latest.id), lt(phoneCodes.attempts, MAX_WRONG_ATTEMPTS)))
      .returning({ attempts: phoneCodes.attempts });
    return { outcome: counted.length > 0 ? 'incorrect' : 'locked' };
  }
  const consumed = await db
    .update(phoneCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(phoneCodes.id, latest.id),
        isNull(phoneCodes.consumedAt),
        lt(phoneCodes.attempts, MAX_WRONG_ATTEMPTS),
        sql`${phoneCodes.expiresAt} > now()`,
      ),
    )
    .returning({ phoneNumber: phoneCodes.phoneNumber });
  return consumed[0] ? { outcome: 'accepted', phoneNumber: consumed[0].phoneNumber } : { outcome: 'expired' };
}
