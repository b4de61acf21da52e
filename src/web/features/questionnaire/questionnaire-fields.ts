// The form's values and its checks: the shared contract's own rules (the server applies the same
// ones), read field by field so that each field can say what is wrong with it.
import {
  BIO_MAX_LENGTH,
  type Lifestyle,
  type Preference,
  type QuestionnaireAnswers,
  questionnaireAnswers,
  type RelationshipGoal,
} from '../../../shared/contracts/questionnaire';
import { refusedFieldNames } from '../../lib/forms/refused-fields';

export const QUESTIONNAIRE_FIELDS = ['relationshipGoals', 'preferences', 'lifestyle', 'bio'] as const;
export type QuestionnaireField = (typeof QUESTIONNAIRE_FIELDS)[number];

/** What the form holds: nothing chosen yet is '' (radio groups start empty). */
export interface QuestionnaireValues {
  relationshipGoals: RelationshipGoal | '';
  preferences: Preference[];
  lifestyle: Lifestyle | '';
  bio: string;
}

export const EMPTY_VALUES: QuestionnaireValues = { relationshipGoals: '', preferences: [], lifestyle: '', bio: '' };

/** Keys of questionnaire.errors. */
export type FieldErrorKey = 'relationshipGoals' | 'preferences' | 'lifestyle' | 'bioRequired' | 'bioTooLong';
type FieldErrors = Partial<Record<QuestionnaireField, FieldErrorKey>>;

const { shape } = questionnaireAnswers;

function errorOf(field: QuestionnaireField, values: QuestionnaireValues): FieldErrorKey | undefined {
  if (field === 'bio') {
    if (shape.bio.safeParse(values.bio).success) return undefined;
    return values.bio.trim().length > BIO_MAX_LENGTH ? 'bioTooLong' : 'bioRequired';
  }
  return shape[field].safeParse(values[field]).success ? undefined : field;
}

export function validateQuestionnaire(values: QuestionnaireValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of QUESTIONNAIRE_FIELDS) {
    const error = errorOf(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The answers to send, when every field is valid (trimmed as the server stores them); else null. */
export function answersOf(values: QuestionnaireValues): QuestionnaireAnswers | null {
  const result = questionnaireAnswers.safeParse(values);
  return result.success ? result.data : null;
}

/** The fields a VALIDATION_FAILED answer names (details.fields[].path), mapped to their errors. */
export function errorsFromServer(details: unknown, values: QuestionnaireValues): FieldErrors {
  const named = new Set(refusedFieldNames(details));
  const local = validateQuestionnaire(values);
  const errors: FieldErrors = {};
  for (const field of QUESTIONNAIRE_FIELDS) {
    if (!named.has(field)) continue;
    errors[field] = local[field] ?? (field === 'bio' ? 'bioRequired' : field);
  }
  return errors;
}
