// The onboarding path of spec section 2 (Guard wrapper): sign in, subscribe, questionnaire,
// verify ID, then browse. The first gate not yet passed is the member's current step.
import type { AuthState } from '../auth/auth-state';

export const STEPS = ['signIn', 'subscribe', 'questionnaire', 'verifyId', 'browse'] as const;
export type Step = (typeof STEPS)[number];

/** Steps whose screens later issues build: shown honestly as "coming soon". */
export const COMING_SOON: readonly Step[] = ['subscribe', 'questionnaire', 'verifyId'];

export function currentStep(state: AuthState): Step {
  if (!state.isAuthenticated) return 'signIn';
  if (!state.hasSubscription) return 'subscribe';
  if (!state.hasCompletedQuestionnaire) return 'questionnaire';
  if (!state.hasVerifiedID) return 'verifyId';
  return 'browse';
}
