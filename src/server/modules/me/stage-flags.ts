// The onboarding stages a member has passed (spec section 4): what GET /api/me reports and what
// the access check asks of 'subscriber', 'verified' and 'premium' routes. One function, so that
// the screens and the server never disagree about a gate.
import type { Database } from '../../db/client';
import type { StageFlags } from '../../plugins/route-access';
import { readMembershipFlags } from '../payments/membership';
import { hasCompletedQuestionnaire } from '../questionnaire/queries';
import { hasVerifiedIdentity } from '../verification/identity-status';

export interface MemberStages extends StageFlags {
  hasCompletedQuestionnaire: boolean;
  hasVerifiedID: boolean;
}

export async function readMemberStages(db: Database, userId: string): Promise<MemberStages> {
  const [membership, questionnaireDone, identityVerified] = await Promise.all([
    readMembershipFlags(db, userId),
    hasCompletedQuestionnaire(db, userId),
    hasVerifiedIdentity(db, userId),
  ]);
  return {
    ...membership,
    hasCompletedQuestionnaire: questionnaireDone,
    hasVerifiedID: identityVerified,
    isOnboarded: questionnaireDone && identityVerified,
  };
}
