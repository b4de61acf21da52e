// Reading and writing a member's identity_verification row.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { VerificationImageKind } from '../../../shared/contracts/verification';
import type { Database } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import type { VerificationRow } from './status';

export async function readVerification(db: Database, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
  return row;
}

/** The storage key column of each image kind. */
export const KEY_COLUMN = {
  'id-document': 'idDocumentKey',
  selfie: 'selfieKey',
} as const satisfies Record<VerificationImageKind, keyof VerificationRow>;

/** What resets a rejected verification to a fresh start (the old images are deleted by the caller). */
const FRESH_START = {
  status: 'in_progress',
  idDocumentKey: null,
  selfieKey: null,
  provider: null,
  submittedAt: null,
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  imagesDeletedAt: null,
} as const;

export type ImageSaveResult = { saved: true; row: VerificationRow; replacedKeys: string[] } | { saved: false; row: VerificationRow };

/**
 * Points the member's row at a newly stored image, in one transaction with the row locked so two
 * uploads cannot both read the old state. Refused (saved: false) while the verification is
 * pending or approved. On a rejected verification the upload starts over. Answers the keys the
 * caller must delete from storage now that nothing names them.
 */
export async function saveImageKey(db: Database, userId: string, kind: VerificationImageKind, key: string): Promise<ImageSaveResult> {
  return db.transaction(async (tx) => {
    await tx.insert(identityVerifications).values({ userId }).onConflictDoNothing();
    const [current] = await tx.select().from(identityVerifications).where(eq(identityVerifications.userId, userId)).for('update');
    if (!current) throw new Error('verification row vanished inside its transaction');
    if (current.status === 'pending' || current.status === 'approved') return { saved: false as const, row: current };
    const column = KEY_COLUMN[kind];
    const startsOver = current.status === 'rejected';
    const replacedKeys = (startsOver ? [current.idDocumentKey, current.selfieKey] : [current[column]]).filter(
      (old): old is string => old !== null,
    );
    const [row] = await tx
      .update(identityVerifications)
      .set({ ...(startsOver ? FRESH_START : {}), [column]: key, updatedAt: sql`now()` })
      .where(eq(identityVerifications.userId, userId))
      .returning();
    return { saved: true as const, row: row!, replacedKeys };
  });
}

/** Records the verified number (after a correct code), creating the row if the phone came first. */
export async function savePhoneVerified(db: Database, userId: string, phoneNumber: string): Promise<VerificationRow> {
  const [row] = await db
    .insert(identityVerifications)
    .values({ userId, phoneNumber, phoneVerifiedAt: sql`now()` })
    .onConflictDoUpdate({
      target: identityVerifications.userId,
      set: { phoneNumber, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Marks a complete in-progress verification as submitted (pending, with its provider). Answers
 * undefined when it is not complete or not in progress; one statement, so a double click
 * submits once.
 */
export async function markSubmitted(db: Database, userId: string, provider: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(identityVerifications)
    .set({ status: 'pending', provider, submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(identityVerifications.userId, userId),
        eq(identityVerifications.status, 'in_progress'),
        isNotNull(identityVerifications.idDocumentKey),
        isNotNull(identityVerifications.selfieKey),
        isNotNull(identityVerifications.phoneVerifiedAt),
      ),
    )
    .returning();
  return row;
}

/** Approves or rejects a pending verification; undefined when it is not pending (any more). */
export async function decidePending(
  db: Database,
  userId: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string | null; rejectionReason: string | null },
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(identityVerifications)
    .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'pending')))
    .returning();
  return row;
}
