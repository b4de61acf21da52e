// The Questionnaire step of the onboarding path (docs/decisions/0031-profile-in-onboarding.md):
// the four answers, then the profile's required part (what the deck needs to show a card and to
// match). One rule, read by the server's stage flags (GET /api/me, the 'verified' gate) and by
// the step's screen, so that the two never disagree about what is still missing.

/** The step's pages, in the order they are asked. */
export const QUESTIONNAIRE_PARTS = ['answers', 'profile'] as const;
export type QuestionnairePart = (typeof QUESTIONNAIRE_PARTS)[number];

/** What the member has saved: a questionnaire row, and a profile row (it holds every required field). */
export interface QuestionnaireProgress {
  hasAnswers: boolean;
  hasProfile: boolean;
}

/** The first part of the step still missing, or null once the step is done. */
export function missingQuestionnairePart({ hasAnswers, hasProfile }: QuestionnaireProgress): QuestionnairePart | null {
  if (!hasAnswers) return 'answers';
  if (!hasProfile) return 'profile';
  return null;
}

/** Whether the Questionnaire step is passed: both parts saved. */
export const hasDoneQuestionnaireStep = (progress: QuestionnaireProgress): boolean => missingQuestionnairePart(progress) === null;

/**
 * The profile's fields asked inside the step: the ones a card and the matching cannot do without
 * (docs/decisions/0012-profile.md, "Required and optional"). The display name is the account's
 * and is never asked again; the rest of the profile waits for the member's own time.
 */
export const REQUIRED_PROFILE_FIELDS = ['gender', 'seeking', 'ageMin', 'ageMax', 'heritageCountry', 'residenceCountry'] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];
