// Who decides a submitted verification (decision 0013), chosen by VERIFICATION_PROVIDER:
// `sandbox` approves at once (development and demos; production refuses to start with it), and
// `manual` leaves the submission pending in the admin queue on /admin. A third-party identity
// service would be one more implementation of this interface.
import type { VerificationProviderName } from '../../../shared/contracts/verification';

/** What the provider is shown: who submitted, and when. Images stay in storage. */
export interface VerificationSubmission {
  userId: string;
  submittedAt: Date;
}

export type ProviderDecision = 'approved' | 'pending';

export interface VerificationProvider {
  name: VerificationProviderName;
  decide(submission: VerificationSubmission): Promise<ProviderDecision>;
}

const sandboxProvider: VerificationProvider = {
  name: 'sandbox',
  decide: async () => 'approved',
};

const manualProvider: VerificationProvider = {
  name: 'manual',
  // An admin approves or rejects later (admin-routes.ts).
  decide: async () => 'pending',
};

export function verificationProvider(name: VerificationProviderName): VerificationProvider {
  return name === 'sandbox' ? sandboxProvider : manualProvider;
}
