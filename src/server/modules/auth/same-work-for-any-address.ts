// Sign-up and a reset request must answer after the same work whether or not the address is a
// member's, or the answer's time tells a stranger who is a member (docs/targets.md T5). better-auth
// writes a row for one kind of address only: a sign-up for a new address writes the member's
// `user` and `account` rows, a reset request for a member's address writes a reset token, and the
// other kind wrote nothing (a new address answered 4 to 28 ms later on a busy machine). So the
// other kind writes the same rows: a sign-up undoes them (the same tables, indexes and wait for
// the disk, and nothing is kept), a reset keeps a decoy token that opens nothing. Both still
// answer only once every refusal is decided
// (docs/decisions/0009-accounts.md, "No enumeration").
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, users, verifications } from '../../db/schema';
import { AUTH_PATHS } from '../../../shared/routes/auth';

/** The requests that name an address without proving it is the caller's, and write for one kind. */
export const SAME_WORK_PATHS: ReadonlySet<string> = new Set([AUTH_PATHS.signUp, AUTH_PATHS.requestPasswordReset]);

interface QuietRequest {
  /** Set by better-auth's callbacks, which run before the answer: the address is a member's. */
  memberAddress: boolean;
}

const requests = new AsyncLocalStorage<QuietRequest>();

/** Runs one such request (better-auth's handler) so its hooks can tell which kind of address it had. */
export function runQuietRequest<T>(handle: () => Promise<T>): Promise<T> {
  return requests.run({ memberAddress: false }, handle);
}

/** Called from `onExistingUserSignUp` and `sendResetPassword`, which better-auth calls for a member's address only. */
export function noteMemberAddress(): void {
  const request = requests.getStore();
  if (request) request.memberAddress = true;
}

/** Inside such a request: whether its address is a member's (undefined elsewhere). */
export function isMemberAddress(): boolean | undefined {
  return requests.getStore()?.memberAddress;
}

/** better-auth's ids are 32 characters; the stand-in values have the usual lengths too. */
const standInId = () => randomBytes(24).toString('base64url');
const STAND_IN_HASH = `$argon2id$v=19$m=19456,t=2,p=1$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/**
 * Runs `write` and undoes it. The rows are undone by a savepoint and the transaction around it
 * commits: having written, it waits for the disk as kept rows do (a commit on PostgreSQL waits for
 * its write-ahead log to reach the disk, several milliseconds on a busy machine, where a plain
 * rollback waits for nothing; docs/benchmarks.md, "Enumeration by timing").
 */
async function writeAndUndo(db: Database, write: (tx: Database) => Promise<unknown>): Promise<void> {
  await db.transaction(async (outer) => {
    try {
      await outer.transaction(async (tx) => {
        await write(tx);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  });
}

/** What better-auth writes for a new member, as the sign-up's body gives it. */
interface NewMemberFields {
  name: string;
  displayName: string;
  dateOfBirth: string;
  language: string;
}

/**
 * A sign-up for a member's address: the `user` and `account` rows better-auth writes for a new
 * address, written and undone. The address is a stand-in, unique like a real one, so the unique
 * index does the same work and never meets the member's own row.
 */
export async function rehearseNewMemberRows(db: Database, fields: NewMemberFields): Promise<void> {
  const userId = standInId();
  const now = new Date();
  await writeAndUndo(db, async (tx) => {
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
  });
}

/**
 * A reset request for an address that is no member's: the reset token better-auth writes for a
 * member's address, the same statement, kept. A token row names no one and opens nothing: its
 * identifier is the hash of a token nobody was given (`verification.storeIdentifier: 'hashed'`)
 * and its value no member's id; it expires after `lifetimeSeconds`, as a real one does, and
 * better-auth's own clean-up of expired tokens deletes it. Written and undone, it would cost four
 * more round trips than the member's one statement, which a busy machine shows (docs/benchmarks.md).
 */
export async function writeDecoyResetToken(db: Database, lifetimeSeconds: number): Promise<void> {
  const now = new Date();
  await db
    .insert(verifications)
    .values({
      id: standInId(),
      identifier: randomBytes(32).toString('base64url'),
      value: standInId(),
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
}
