// What the admin queue reads and writes beyond the member's own row: the pending list with names,
// and the log of every image view.
import { asc, eq } from 'drizzle-orm';
import type { PendingVerification } from '../../../shared/contracts/verification';
import type { Database } from '../../db/client';
import { identityVerifications, users, verificationImageViews } from '../../db/schema';
import { maskPhoneNumber } from './phone-mask';
import { hasRow } from '../../platform/has-row';

/** Submissions waiting for an admin, oldest first (fair, and the likeliest to be complained about). */
export async function listPending(db: Database): Promise<PendingVerification[]> {
  const rows = await db
    .select({
      userId: identityVerifications.userId,
      displayName: users.displayName,
      email: users.email,
      phoneNumber: identityVerifications.phoneNumber,
      submittedAt: identityVerifications.submittedAt,
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, 'pending'))
    .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.userId));
  return rows.map((row) => ({
    ...row,
    phoneNumber: maskPhoneNumber(row.phoneNumber),
    // Pending rows always have one (markSubmitted sets it).
    submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
  }));
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  return hasRow(db, users, eq(users.id, userId));
}

export async function logImageView(
  db: Database,
  view: { adminId: string; memberId: string; kind: 'id_document' | 'selfie' },
): Promise<void> {
  await db.insert(verificationImageViews).values(view);
}
