import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { text } from './text';

// Identity verification (spec sections 2, 4, 5; decision 0013). Three steps, then the decision:
// the ID document and the selfie are raw image bodies (PUT, JPEG or PNG, at most
// UPLOAD_LIMIT_BYTES), then the phone: a code is sent to the number, and entering it submits
// everything to the verification provider ('sandbox' approves at once, 'manual' queues it for
// an admin).

export const VERIFICATION_PROVIDERS = ['manual', 'sandbox'] as const;
export type VerificationProviderName = (typeof VERIFICATION_PROVIDERS)[number];

export const VERIFICATION_IMAGE_KINDS = ['id-document', 'selfie'] as const;
export type VerificationImageKind = (typeof VERIFICATION_IMAGE_KINDS)[number];

/** What the member's verification stands at. `not_started` has no row yet. */
export const VERIFICATION_STATES = ['not_started', 'in_progress', 'pending', 'approved', 'rejected'] as const;

/** GET /api/verification (and the answer of every verification write). */
export const verificationStatus = z.strictObject({
  status: z.enum(VERIFICATION_STATES),
  hasIdDocument: z.boolean(),
  hasSelfie: z.boolean(),
  /** The verified number, masked but for its last digits ("•••• 4567"), or null. */
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** Set after a rejection: the admin's reason, shown with a way to resubmit. */
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

/** The status of a member who has not begun (no verification row yet). */
export const NOT_STARTED_VERIFICATION: VerificationStatus = {
  status: 'not_started',
  hasIdDocument: false,
  hasSelfie: false,
  phoneNumber: null,
  phoneVerified: false,
  rejectionReason: null,
  submittedAt: null,
  decidedAt: null,
};

/** Strips every character but digits, as the spec asks of the code field. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * A phone number as typed: digits with an optional leading +, spaces, dashes, dots and
 * brackets allowed. The server normalises it to E.164 (`normalisePhoneNumber`).
 */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s().-]{7,24}$/;

/** "+1 (555) 123-4567" → "+15551234567"; a number without + is taken as given with its country code. */
export function normalisePhoneNumber(typed: string): string | null {
  if (!PHONE_NUMBER_PATTERN.test(typed.trim())) return null;
  const digits = digitsOnly(typed);
  // E.164: a country code and subscriber number, 8 to 15 digits in all.
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return `+${digits}`;
}

/** POST /api/verification/phone/code: send a one-time code to this number. */
export const phoneCodeRequest = z.object({
  phoneNumber: z
    .string()
    .max(32)
    .refine((value) => normalisePhoneNumber(value) !== null, { message: 'must be a phone number with its country code' }),
});

/** The answer to a code request: where it went (masked) and until when it works. */
export const phoneCodeSent = z.strictObject({ sentTo: z.string(), expiresAt: z.iso.datetime() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSent>;

/** POST /api/verification/phone/verify: exactly six digits ('Please enter a valid 6-digit code'). */
export const phoneCodeCheck = z.object({
  code: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { message: 'must be exactly 6 digits' }),
});

/** GET /api/admin/verifications: the manual queue, oldest submission first. */
export const pendingVerification = z.strictObject({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  submittedAt: z.iso.datetime(),
});
export const pendingVerificationList = z.strictObject({ items: z.array(pendingVerification) });
export type PendingVerification = z.infer<typeof pendingVerification>;

/** POST /api/admin/verifications/:userId/reject: the reason the member will read. */
export const REJECTION_REASON_MAX_LENGTH = 500;
export const verificationRejection = z.object({ reason: text().trim().min(3).max(REJECTION_REASON_MAX_LENGTH) });
