// The retention job: the ID and selfie of verifications decided longer ago than the retention
// are deleted, their keys cleared and the date kept; the outcome stays; newer ones are untouched.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { identityVerifications, phoneCodes } from '../../db/schema';
import { subscribedMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { testLog } from '../../test/logs';
import { InProcessJobQueue } from '../../adapters/job-queue';
import { hasVerifiedIdentity } from './identity-status';
import { deleteDecidedImages, registerImageRetention } from './image-retention';
import { deleteSpentCodes } from './phone-codes';
import { jpegImage, verificationCalls } from './test/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('verification image retention on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  async function approvedMember(email: string, phone: string, decidedDaysAgo: number) {
    const cookie = await subscribedMember(app(), db(), email);
    expect((await verificationCalls(app(), db()).completeAllSteps(cookie, phone)).json().status).toBe('approved');
    const userId = (await app().inject({ url: '/api/me', headers: { cookie } })).json().user.id as string;
    await db()
      .update(identityVerifications)
      .set({ decidedAt: sql`now() - ${`${decidedDaysAgo} days`}::interval` })
      .where(eq(identityVerifications.userId, userId));
    const [row] = await db().select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
    return row!;
  }

  it('deletes the files of old decisions and keeps the outcome; newer ones stay', async () => {
    const old = await approvedMember('old@example.org', '+221771234567', 31);
    const recent = await approvedMember('recent@example.org', '+221771234568', 29);
    const rejectedOld = await approvedMember('rejected@example.org', '+221771234569', 40);
    await db()
      .update(identityVerifications)
      .set({ status: 'rejected', rejectionReason: 'Blurred' })
      .where(eq(identityVerifications.userId, rejectedOld.userId));

    const now = new Date();
    expect(await deleteDecidedImages(db(), app().storage, { now, retentionDays: 30 })).toBe(2);

    for (const row of [old, rejectedOld]) {
      expect(await app().storage.get(row.idDocumentKey!)).toBeNull();
      expect(await app().storage.get(row.selfieKey!)).toBeNull();
      const [after] = await db().select().from(identityVerifications).where(eq(identityVerifications.userId, row.userId));
      expect(after).toMatchObject({
        idDocumentKey: null,
        selfieKey: null,
        imagesDeletedAt: now,
        decidedAt: row.decidedAt,
        submittedAt: row.submittedAt,
      });
    }
    expect(await hasVerifiedIdentity(db(), old.userId)).toBe(true);
    const [rejected] = await db().select().from(identityVerifications).where(eq(identityVerifications.userId, rejectedOld.userId));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Blurred' });

    expect(await app().storage.get(recent.idDocumentKey!)).not.toBeNull();
    expect(await app().storage.get(recent.selfieKey!)).not.toBeNull();
    const [untouched] = await db().select().from(identityVerifications).where(eq(identityVerifications.userId, recent.userId));
    expect(untouched).toMatchObject({ idDocumentKey: recent.idDocumentKey, imagesDeletedAt: null });

    // Again: nothing left to do. A day later the recent one is due too.
    expect(await deleteDecidedImages(db(), app().storage, { now, retentionDays: 30 })).toBe(0);
    expect(await deleteDecidedImages(db(), app().storage, { now: new Date(now.getTime() + DAY_MS), retentionDays: 30 })).toBe(1);
    expect(await app().storage.get(recent.idDocumentKey!)).toBeNull();
  });

  it('leaves pending and in-progress verifications alone, however old', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    await verificationCalls(app(), db()).upload(cookie, 'id-document', await jpegImage());
    await db()
      .update(identityVerifications)
      .set({ createdAt: sql`now() - interval '400 days'` });
    expect(await deleteDecidedImages(db(), app().storage, { now: new Date(Date.now() + 400 * DAY_MS), retentionDays: 1 })).toBe(0);
    const [row] = await db().select().from(identityVerifications);
    expect(await app().storage.get(row!.idDocumentKey!)).not.toBeNull();
  });

  it('runs as a job on the queue, which logs a failure at warn and retries it', async () => {
    const old = await approvedMember('old@example.org', '+221771234567', 31);
    const warnings: unknown[] = [];
    let diskGone = true;
    const storage = {
      ...app().storage,
      delete: (key: string) => (diskGone ? Promise.reject(new Error('disk gone')) : app().storage.delete(key)),
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const jobs = new InProcessJobQueue({ log: testLog(warnings), schedule: false });
    try {
      registerImageRetention(jobs, { db: db(), storage, retentionDays: 30 });
      await jobs.start();
      await jobs.runNow('image-retention');
      expect(warnings).toEqual([expect.objectContaining({ job: 'image-retention', retries: 0 })]);
      const [row] = await db().select().from(identityVerifications).where(eq(identityVerifications.userId, old.userId));
      // Nothing was cleared while the files could not be deleted: the retry does it.
      expect(row!.idDocumentKey).toBe(old.idDocumentKey);
      expect((await jobs.status()).queues).toEqual([{ name: 'image-retention', queued: 1, active: 0, failed: 0 }]);

      diskGone = false;
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(async () => expect((await jobs.status()).queues[0]).toMatchObject({ queued: 0, active: 0 }));
      const [after] = await db().select().from(identityVerifications).where(eq(identityVerifications.userId, old.userId));
      expect(after!.imagesDeletedAt).not.toBeNull();
      expect(await app().storage.get(old.idDocumentKey!)).toBeNull();
      expect((await jobs.status()).failures).toEqual([]);
    } finally {
      await jobs.stop();
      vi.useRealTimers();
    }
  });

  it('deletes phone codes a day after they expired, with their numbers, and keeps newer ones', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    expect((await verificationCalls(app(), db()).sendCode(cookie, '+221771234567')).statusCode).toBe(200);
    const now = new Date();
    expect(await deleteSpentCodes(db(), now)).toBe(0);
    expect(await db().select().from(phoneCodes)).toHaveLength(1);
    // Ten minutes to expire, then a day kept.
    expect(await deleteSpentCodes(db(), new Date(now.getTime() + DAY_MS + 11 * 60 * 1000))).toBe(1);
    expect(await db().select().from(phoneCodes)).toHaveLength(0);
  });
});
