// Submitting a complete verification (ID, selfie, verified phone) to the provider: pending first,
// then the provider's answer. The sandbox approves at once; manual leaves it for an admin.
import type { VerificationProviderName } from '../../../shared/contracts/verification';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { verificationProvider } from './providers';
import { decidePending, markSubmitted, readVerification } from './queries';
import { closedError, isClosed, type VerificationRow } from './status';

export async function submitVerification(db: Database, userId: string, providerName: VerificationProviderName): Promise<VerificationRow> {
  const provider = verificationProvider(providerName);
  const submitted = await markSubmitted(db, userId, provider.name);
  if (!submitted) {
    const current = await readVerification(db, userId);
    if (isClosed(current)) throw closedError();
    // Missing a part, or rejected: a rejected verification starts over with new images.
    throw new AppError('VERIFICATION_INCOMPLETE', 'Upload your ID document and a selfie and verify your phone first.');
  }
  const decision = await provider.decide({ userId, submittedAt: submitted.submittedAt! });
  if (decision === 'pending') return submitted;
  const approved = await decidePending(db, userId, { status: 'approved', decidedBy: null, rejectionReason: null });
  return approved ?? submitted;
}
