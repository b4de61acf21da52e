// Which screen of the Verify ID step the member is on (spec section 4: steps id, selfie, sms,
// complete), from the server's status, so a reload resumes where the member left off.
import type { VerificationStatus } from '../../../shared/contracts/verification';

/** The three steps of the stepper, in order. */
export const VERIFICATION_STEPS = ['id', 'selfie', 'phone'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/** A step, or one of the outcomes that follow the phone code. */
export type VerificationScreen = VerificationStep | 'complete' | 'pending' | 'rejected';

export function screenFor(status: VerificationStatus): VerificationScreen {
  switch (status.status) {
    case 'approved':
      return 'complete';
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    default:
      if (!status.hasIdDocument) return 'id';
      return status.hasSelfie ? 'phone' : 'selfie';
  }
}

/** The step after `step` once its part is sent (the phone step ends in an outcome instead). */
export function nextStep(step: 'id' | 'selfie'): VerificationStep {
  return step === 'id' ? 'selfie' : 'phone';
}

export function previousStep(step: 'selfie' | 'phone'): VerificationStep {
  return step === 'phone' ? 'selfie' : 'id';
}
