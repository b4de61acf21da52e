// The member-facing shape of a verification row (the VerificationStatus contract): no storage
// keys, no admin id, the phone masked.
import { NOT_STARTED_VERIFICATION, type VerificationStatus } from '../../../shared/contracts/verification';
import { AppError } from '../../errors';
import type { identityVerifications } from '../../db/schema';
import { maskPhoneNumber } from './phone-mask';

export type VerificationRow = typeof identityVerifications.$inferSelect;

export function statusOf(row: VerificationRow | undefined): VerificationStatus {
  if (!row) return NOT_STARTED_VERIFICATION;
  return {
    status: row.status,
    hasIdDocument: row.idDocumentKey !== null,
    hasSelfie: row.selfieKey !== null,
    phoneNumber: row.phoneVerifiedAt ? maskPhoneNumber(row.phoneNumber) : null,
    phoneVerified: row.phoneVerifiedAt !== null,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** While a submission waits for its decision or has been approved, nothing may change it. */
export const isClosed = (row: VerificationRow | undefined): boolean => row?.status === 'pending' || row?.status === 'approved';

export const closedError = () => new AppError('VERIFICATION_CLOSED', 'This verification is already submitted.');
