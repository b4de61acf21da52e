import { z } from 'zod';
import { text } from './text';

// The spec's questionnaire (sections 2 and 5): four required fields with exactly its options.
// Stored and sent as stable codes; the browser shows them translated (questionnaire.json).
export const RELATIONSHIP_GOALS = ['marriage', 'long_term', 'casual', 'friendship'] as const;
export type RelationshipGoal = (typeof RELATIONSHIP_GOALS)[number];
export const PREFERENCES = ['age_range', 'religion', 'culture', 'location'] as const;
export type Preference = (typeof PREFERENCES)[number];
export const LIFESTYLES = ['family_oriented', 'smokes_hookah', 'no_smoking', 'active'] as const;
export type Lifestyle = (typeof LIFESTYLES)[number];
/** Long enough for a real introduction, short enough to read on a card. */
export const BIO_MAX_LENGTH = 1000;

/** PUT /api/questionnaire: all four fields, each valid (the same rules the form applies). */
export const questionnaireAnswers = z.object({
  relationshipGoals: z.enum(RELATIONSHIP_GOALS),
  preferences: z
    .array(z.enum(PREFERENCES))
    .min(1)
    .max(PREFERENCES.length)
    .refine((values) => new Set(values).size === values.length, { message: 'Each preference may be chosen once' }),
  lifestyle: z.enum(LIFESTYLES),
  bio: text().trim().min(1).max(BIO_MAX_LENGTH),
});
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswers>;

/** GET /api/questionnaire: the member's answers, or null before the first save. Strict, as every
 * answer (docs/decisions/0028-route-contracts.md): the body's schema is not, so the stored answers
 * are the same fields in a strict object. */
export const questionnaireResponse = z.strictObject({
  answers: z.strictObject(questionnaireAnswers.shape).nullable(),
});
