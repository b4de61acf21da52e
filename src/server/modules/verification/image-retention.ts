// ID documents and selfies are kept only for a while after the decision (decision 0013,
// VERIFICATION_IMAGE_RETENTION_DAYS): an hourly job on the job queue (docs/decisions/0030-job-queue.md),
// once across all servers, deletes the files of verifications decided longer ago, sets their keys
// to null and records when. The outcome and its dates remain. Files go before the row is updated,
// so a failure in between is retried (the queue's retries, else the next hour); deleting a missing
// file is no error, so a retry after a half-done run is safe.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/job-queue';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { deleteSpentCodes } from './phone-codes';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_RETENTION_JOB = 'image-retention';

export async function deleteDecidedImages(
  db: Database,
  storage: FileStorage,
  options: { now: Date; retentionDays: number },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS);
  const due = and(
    inArray(identityVerifications.status, ['approved', 'rejected']),
    lt(identityVerifications.decidedAt, cutoff),
    isNull(identityVerifications.imagesDeletedAt),
  );
  const rows = await db
    .select({
      userId: identityVerifications.userId,
      idDocumentKey: identityVerifications.idDocumentKey,
      selfieKey: identityVerifications.selfieKey,
    })
    .from(identityVerifications)
    .where(due);
  let cleaned = 0;
  for (const row of rows) {
    for (const key of [row.idDocumentKey, row.selfieKey]) if (key) await storage.delete(key);
    // The same conditions again: a rejected member who started over meanwhile has a new
    // submission (decidedAt cleared), whose new files must stay.
    const updated = await db
      .update(identityVerifications)
      .set({ idDocumentKey: null, selfieKey: null, imagesDeletedAt: options.now })
      .where(and(eq(identityVerifications.userId, row.userId), due))
      .returning({ userId: identityVerifications.userId });
    cleaned += updated.length;
  }
  return cleaned;
}

/** Registers the hourly job. The same run also deletes spent phone codes (phone-codes.ts), which
 * hold phone numbers. A failure throws, so that the queue retries it and shows it to admins. */
export function registerImageRetention(jobs: JobQueue, options: { db: Database; storage: FileStorage; retentionDays: number }): void {
  jobs.register({
    name: IMAGE_RETENTION_JOB,
    scope: 'cluster',
    everySeconds: 60 * 60,
    handler: async (now) => {
      const [cleaned, codesDeleted] = await Promise.all([
        deleteDecidedImages(options.db, options.storage, { now, retentionDays: options.retentionDays }),
        deleteSpentCodes(options.db, now),
      ]);
      return { cleaned, codesDeleted };
    },
  });
}
