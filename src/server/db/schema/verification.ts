// Identity verification (decision 0013): one row per member with their current
// submission, the one-time phone codes, and the log of every admin view of an ID image.
// Images live in the storage adapter under the keys kept here; a scheduled job deletes them a
// set time after the decision (images_deleted_at), while the outcome and its date remain.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { keptMemberRef, memberKey, memberRef } from './auth';
import { createdAt, instant, updatedAt } from './columns';

export const VERIFICATION_STATUSES = ['in_progress', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const identityVerifications = pgTable(
  'identity_verification',
  {
    userId: memberKey('user_id'),
    /** in_progress until the phone is verified; then pending (manual) or approved (sandbox). */
    status: text('status').$type<VerificationStatus>().notNull().default('in_progress'),
    /** Storage keys of the re-encoded images; null before upload and after deletion. */
    idDocumentKey: text('id_document_key'),
    selfieKey: text('selfie_key'),
    /** E.164, set once the code sent to it was entered. */
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: instant('phone_verified_at'),
    /** The provider that decided or will decide: 'manual' or 'sandbox'. */
    provider: text('provider'),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    /** The admin who decided (manual); null for the sandbox or once that admin is erased. */
    decidedBy: keptMemberRef('decided_by'),
    /** Shown to the member after a rejection, with a way to resubmit. */
    rejectionReason: text('rejection_reason'),
    imagesDeletedAt: instant('images_deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('identity_verification_status_check', sql`${table.status} in ('in_progress', 'pending', 'approved', 'rejected')`),
    index('identity_verification_status_idx').on(table.status, table.submittedAt),
  ],
);

/** One-time phone codes: only an HMAC of the code is stored; single use, 10 minutes. */
export const phoneCodes = pgTable(
  'phone_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('phone_code_user_idx').on(table.userId, table.createdAt)],
);

/** Every time an admin opens a member's ID document or selfie. Kept when the member is erased,
 * with the member's id removed; the admin's id goes when that admin is erased. */
export const verificationImageViews = pgTable(
  'verification_image_view',
  {
    id: serial('id').primaryKey(),
    adminId: keptMemberRef('admin_id'),
    memberId: keptMemberRef('member_id'),
    kind: text('kind').$type<'id_document' | 'selfie'>().notNull(),
    viewedAt: instant('viewed_at').notNull().defaultNow(),
  },
  (table) => [check('verification_image_view_kind_check', sql`${table.kind} in ('id_document', 'selfie')`)],
);

/** The development SMS outbox: what Twilio would send, kept here and shown at /dev/outbox. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
