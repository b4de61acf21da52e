// The Questionnaire step's profile page (docs/decisions/0031-profile-in-onboarding.md): the
// profile's required fields only, pre-filled from what the member already told us, checked by
// the shared contract's own rules and sent as a whole profile whose optional fields say nothing.
import { z } from 'zod';
import type { QuestionnaireAnswers } from '../../../../shared/contracts/questionnaire';
import {
  AGE_MAX,
  AGE_MIN,
  type Gender,
  type HeritageCountry,
  nothingOptional,
  type Profile,
  profileFields,
  RESIDENCE_COUNTRIES,
  type Seeking,
} from '../../../../shared/contracts/profile';
import { REQUIRED_PROFILE_FIELDS, type RequiredProfileField } from '../../../../shared/questionnaire-step';

/** What the page holds: '' for nothing chosen yet, ages as typed text. */
export interface ProfilePartValues {
  gender: Gender | '';
  seeking: Seeking | '';
  ageMin: string;
  ageMax: string;
  heritageCountry: HeritageCountry | '';
  residenceCountry: string;
}

/** The country of the browser's first language that names one (fr-SN: Senegal), else ''. */
export function countryOfLanguages(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && RESIDENCE_COUNTRIES.includes(region) && tag.includes('-')) return region;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return '';
}

/**
 * The page's first values. The age range sought is offered wide open (the member narrows it when
 * they like) unless the questionnaire said age matters to them: then it is theirs to choose. The
 * country of residence is guessed from the browser's language (en-GB: the United Kingdom).
 */
export function initialValues(answers: QuestionnaireAnswers | null, languages: readonly string[]): ProfilePartValues {
  const chooseAges = answers?.preferences.includes('age_range') ?? false;
  return {
    gender: '',
    seeking: '',
    ageMin: chooseAges ? '' : String(AGE_MIN),
    ageMax: chooseAges ? '' : String(AGE_MAX),
    heritageCountry: '',
    residenceCountry: countryOfLanguages(languages),
  };
}

const ageOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The contract's required fields, with its rule that the range is in order. */
const requiredPart = profileFields
  .pick({ gender: true, seeking: true, ageMin: true, ageMax: true, heritageCountry: true, residenceCountry: true })
  .refine((part) => part.ageMin <= part.ageMax, { message: 'The youngest age must not be above the oldest', path: ['ageMax'] });
export type ProfilePart = z.infer<typeof requiredPart>;

/** What the form checks: its text values read as the contract's types. */
export const profilePartSchema = z.preprocess((values) => {
  const typed = values as ProfilePartValues;
  return { ...typed, ageMin: ageOf(typed.ageMin), ageMax: ageOf(typed.ageMax) };
}, requiredPart);

/** PUT /api/profile takes the whole profile: the required part, and nothing said of the rest. */
export function profileOf(part: ProfilePart, displayName: string): Profile {
  return {
    displayName,
    ...part,
    ...nothingOptional(),
  };
}

/** Keys of profile.errors for a field the contract (or the server) refused. */
export function errorKeyOf(field: string, issue?: { type: string }): string {
  if (field === 'ageMax' && issue?.type === 'custom') return 'ageOrder';
  if (field === 'ageMin' || field === 'ageMax') return 'age';
  return field;
}

/** The fields this part asks: the profile's required ones. */
export const PART_FIELDS: readonly RequiredProfileField[] = REQUIRED_PROFILE_FIELDS;
