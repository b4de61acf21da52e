// The onboarding path of spec section 2 (Guard wrapper): sign in, subscribe, questionnaire,
// verify ID, then browse. The first gate not yet passed is the member's current step.
import type { AuthState } from '../../lib/session/auth-state';

export const STEPS = ['signIn', 'subscribe', 'questionnaire', 'verifyId', 'browse'] as const;
export type Step = (typeof STEPS)[number];

/** What a protected page asks beyond an account (spec section 4: per protected area). */
export interface GateRequirements {
  subscription: boolean;
  questionnaire: boolean;
  verification: boolean;
}

/** / and /profiles: every step. */
export const EVERY_STEP: GateRequirements = { subscription: true, questionnaire: true, verification: true };
/** /pricing: a subscription only. */
export const SUBSCRIPTION_ONLY: GateRequirements = { subscription: true, questionnaire: false, verification: false };

/** The gate that stops this member at a page needing `requires`, in the spec's order; null: none. */
export function firstUnmetStep(state: AuthState, requires: GateRequirements): Exclude<Step, 'browse'> | null {
  if (!state.isAuthenticated) return 'signIn';
  if (requires.subscription && !state.hasSubscription) return 'subscribe';
  if (requires.questionnaire && !state.hasCompletedQuestionnaire) return 'questionnaire';
  if (requires.verification && !state.hasVerifiedID) return 'verifyId';
  return null;
}
