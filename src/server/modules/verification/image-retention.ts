// ID documents and selfies are kept only for a while after the decision (decision 0013,
// VERIFICATION_IMAGE_RETENTION_DAYS): an hourly job deletes the files of verifications decided
// longer ago, sets their keys to null and records when. The outcome and its dates remain. Files
// go before the row is updated, so a failure in between is retried the next hour; deleting a
// missing file is no error, so every instance may run the job at once.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { deleteSpentCodes } from './phone-codes';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run: soon after start, not in the middle of it. */
const FIRST_RUN_DELAY_MS = 60 * 1000;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

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

/** Runs the job soon after start and then every `intervalMs`, until the app closes. The same
 * run also deletes spent phone codes (phone-codes.ts), which hold phone numbers. */
export function scheduleImageRetention(
  app: FastifyInstance,
  options: { db: Database; storage: FileStorage; retentionDays: number; intervalMs?: number; firstRunDelayMs?: number },
): void {
  const run = () => {
    const now = new Date();
    Promise.all([
      deleteDecidedImages(options.db, options.storage, { now, retentionDays: options.retentionDays }),
      deleteSpentCodes(options.db, now),
    ]).then(
      ([cleaned, codesDeleted]) => app.log.info({ cleaned, codesDeleted }, 'verification image retention ran'),
      (error: unknown) => app.log.warn({ err: error }, 'verification image retention failed'),
    );
  };
  const first = setTimeout(run, options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const every = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
