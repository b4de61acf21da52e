// A sign-up for an address that already has an account must answer after the same work as one for
// a new address, or its answer time tells a stranger who is a member (targets.md T5). better-auth
// hashes the password on both paths; a new address then writes the member's `user` and `account`
// rows before its answer, where a known address wrote nothing (4 to 28 ms faster on a busy
// machine). So a known address writes the same two rows and undoes them before its transaction
// commits: the same tables, indexes and wait for the disk, and nothing is kept. Both still answer
// only once every refusal is decided (docs/decisions/0009-accounts.md, "No enumeration").
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema';

interface SignUpAttempt {
  /** Set by better-auth's `onExistingUserSignUp`: the address belongs to a member. */
  knownAddress: boolean;
}

const attempts = new AsyncLocalStorage<SignUpAttempt>();

/** Runs one sign-up request (better-auth's handler) so its hooks can tell which kind of address it had. */
export function runSignUpAttempt<T>(handle: () => Promise<T>): Promise<T> {
  return attempts.run({ knownAddress: false }, handle);
}

/** Called from better-auth's `onExistingUserSignUp`, which runs before the answer. */
export function noteKnownAddress(): void {
  const attempt = attempts.getStore();
  if (attempt) attempt.knownAddress = true;
}

/** True inside a sign-up request whose address already has an account. */
export function isKnownAddressSignUp(): boolean {
  return attempts.getStore()?.knownAddress ?? false;
}

/** What better-auth writes for a new member, as the sign-up's body gives it. */
interface NewMemberFields {
  name: string;
  displayName: string;
  dateOfBirth: string;
  language: string;
}

/** better-auth's ids are 32 characters; the stand-in address and password hash have the usual length too. */
const standInId = () => randomBytes(24).toString('base64url');
const STAND_IN_HASH = `$argon2id$v=19$m=19456,t=2,p=1$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/**
 * Inserts a new member's `user` and `account` rows, as better-auth does for a new address, and undoes
 * them. The address is a stand-in, unique like a real one, so the unique index does the same work
 * and never meets the member's own row. The rows are undone by a savepoint and the transaction
 * around it commits: having written, it waits for the disk as a new member's rows do (a commit on
 * PostgreSQL waits for its write-ahead log to reach the disk, several milliseconds on a busy
 * machine, where a plain rollback waits for nothing; docs/benchmarks.md, "Enumeration by timing").
 */
export async function rehearseNewMemberRows(db: Database, fields: NewMemberFields): Promise<void> {
  const userId = standInId();
  const now = new Date();
  await db.transaction(async (outer) => {
    try {
      await outer.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({
            id: userId,
            name: fields.name,
            email: `${userId.toLowerCase()}@sign-up.invalid`,
            emailVerified: false,
            createdAt: now,
            updatedAt: now,
            role: 'member',
            displayName: fields.displayName,
            dateOfBirth: fields.dateOfBirth,
            language: fields.language,
            twoFactorEnabled: false,
          })
          .returning();
        await tx
          .insert(accounts)
          .values({
            id: standInId(),
            accountId: userId,
            providerId: 'credential',
            userId,
            password: STAND_IN_HASH,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  });
}
