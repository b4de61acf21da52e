// The verification part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA): the registry app.ts composes lists these entries, in
// this order. The SMS sent to the member's numbers come first, while the rows naming those
// numbers still exist; the image-view log is kept for accountability but pseudonymised.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityVerifications, phoneCodes, rateLimitBuckets, smsOutbox, verificationImageViews } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { DataSubject, PersonalDataSource } from '../../platform/personal-data-source';
import { numberBucketKeys } from './code-throttle';
import { maskPhoneNumber } from './phone-mask';

/** Every number the member verified or had a code sent to. */
async function numbersOf(db: Database, { id }: DataSubject): Promise<string[]> {
  const [verified, coded] = await Promise.all([
    db.select({ phoneNumber: identityVerifications.phoneNumber }).from(identityVerifications).where(eq(identityVerifications.userId, id)),
    db.selectDistinct({ phoneNumber: phoneCodes.phoneNumber }).from(phoneCodes).where(eq(phoneCodes.userId, id)),
  ]);
  return [...new Set([...verified, ...coded].flatMap(({ phoneNumber }) => (phoneNumber ? [phoneNumber] : [])))];
}

export const VERIFICATION_PERSONAL_DATA: readonly PersonalDataSource[] = [
  {
    // Only the development outbox keeps texts; Twilio's copies are Twilio's (its own retention).
    name: 'textMessagesSent',
    collect: async (db, subject) => {
      const numbers = await numbersOf(db, subject);
      if (numbers.length === 0) return [];
      return db
        .select({ to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
        .from(smsOutbox)
        .where(inArray(smsOutbox.to, numbers));
    },
    // The per-number send counters name the number too.
    erase: async (tx, subject) => {
      const numbers = await numbersOf(tx, subject);
      if (numbers.length === 0) return;
      await tx.delete(smsOutbox).where(inArray(smsOutbox.to, numbers));
      await tx.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, numbers.flatMap(numberBucketKeys)));
    },
  },
  // Hashes of one-time codes: nothing a member could read, erased.
  memberRows('phoneCodes', phoneCodes, byMemberId(phoneCodes.userId)),
  {
    ...memberRows('identityVerification', identityVerifications, byMemberId(identityVerifications.userId)),
    collect: async (db, { id }) => {
      const rows = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, id));
      return rows.map((row) => ({
        status: row.status,
        phoneNumber: maskPhoneNumber(row.phoneNumber),
        phoneVerifiedAt: row.phoneVerifiedAt,
        hasIdDocument: row.idDocumentKey !== null,
        hasSelfie: row.selfieKey !== null,
        provider: row.provider,
        submittedAt: row.submittedAt,
        decidedAt: row.decidedAt,
        rejectionReason: row.rejectionReason,
        imagesDeletedAt: row.imagesDeletedAt,
        createdAt: row.createdAt,
      }));
    },
    storedFiles: async (db, { id }) => {
      const rows = await db
        .select({ idDocumentKey: identityVerifications.idDocumentKey, selfieKey: identityVerifications.selfieKey })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, id));
      return rows.flatMap((row) => [row.idDocumentKey, row.selfieKey].filter((key): key is string => key !== null));
    },
  },
  {
    // When admins looked at the member's ID images: theirs to know. The log stays, without the
    // member's id (and without the admin's when the subject is that admin).
    name: 'verificationImageViews',
    collect: (db, { id }) =>
      db
        .select({ kind: verificationImageViews.kind, viewedAt: verificationImageViews.viewedAt })
        .from(verificationImageViews)
        .where(eq(verificationImageViews.memberId, id)),
    erase: async (tx, { id }) => {
      await tx.update(verificationImageViews).set({ memberId: null }).where(eq(verificationImageViews.memberId, id));
      await tx.update(verificationImageViews).set({ adminId: null }).where(eq(verificationImageViews.adminId, id));
    },
  },
];
