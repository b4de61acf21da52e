// The form's values and its checks: the shared contract's own rules (the server applies the same
// ones), read field by field so that each field can say what is wrong with it.
import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  MAX_INTERESTS,
  type Profile,
  profileInput,
  type ProfileResponse,
  TEXT_MAX_LENGTH,
} from '../../../shared/contracts/profile';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/account-rules';
import { REQUIRED_PROFILE_FIELDS } from '../../../shared/questionnaire-step';

type Details = Omit<Profile, 'displayName'>;
type Nullable = { [K in keyof Details]: null extends Details[K] ? K : never }[keyof Details];

/** What the form holds: selects and number inputs hold text, '' when nothing is chosen. */
export type ProfileValues = {
  displayName: string;
  gender: Profile['gender'] | '';
  seeking: Profile['seeking'] | '';
  ageMin: string;
  ageMax: string;
  heritageCountry: Profile['heritageCountry'] | '';
  residenceCountry: string;
  city: string;
  languages: Profile['languages'];
  profession: string;
  interests: Profile['interests'];
  showReligion: boolean;
  showHeritage: boolean;
  showOnPublicPage: boolean;
} & { [K in Nullable]: NonNullable<Details[K]> | '' };

export function emptyValues(displayName: string): ProfileValues {
  return {
    displayName,
    gender: '',
    seeking: '',
    ageMin: '',
    ageMax: '',
    heritageCountry: '',
    residenceCountry: '',
    city: '',
    religion: '',
    practice: '',
    languages: [],
    maritalHistory: '',
    childrenHave: '',
    childrenWant: '',
    education: '',
    profession: '',
    interests: [],
    openToRelocating: '',
    showReligion: false,
    showHeritage: false,
    // Off unless the member turns it on (decisions.md, "Discovery"): nobody appears publicly by default.
    showOnPublicPage: false,
  };
}

const NULLABLE: readonly Nullable[] = [
  'religion',
  'practice',
  'maritalHistory',
  'childrenHave',
  'childrenWant',
  'education',
  'openToRelocating',
];

export function valuesOf({ displayName, profile }: ProfileResponse): ProfileValues {
  if (!profile) return emptyValues(displayName);
  const values = {
    ...emptyValues(displayName),
    ...profile,
    ageMin: String(profile.ageMin),
    ageMax: String(profile.ageMax),
  } as ProfileValues;
  for (const field of NULLABLE) if (profile[field] === null) (values as Record<string, unknown>)[field] = '';
  return values;
}

/** What the server is sent: numbers for ages, null for optional answers left empty. */
function candidateOf(values: ProfileValues): Record<string, unknown> {
  const candidate: Record<string, unknown> = {
    ...values,
    ageMin: values.ageMin.trim() === '' ? NaN : Number(values.ageMin),
    ageMax: values.ageMax.trim() === '' ? NaN : Number(values.ageMax),
  };
  for (const field of NULLABLE) if (values[field] === '') candidate[field] = null;
  return candidate;
}

/** The server's contract (PUT /api/profile), read from the form's text values. */
export const profileSchema = z.preprocess((values) => candidateOf(values as ProfileValues), profileInput);

export const CHECKED_FIELDS = ['displayName', ...REQUIRED_PROFILE_FIELDS, 'city', 'profession', 'interests'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** Keys of profile.errors, with what they interpolate. */
export interface FieldError {
  key: ErrorKey;
  values?: Record<string, number>;
}
type ErrorKey =
  'displayName' | 'gender' | 'seeking' | 'age' | 'ageOrder' | 'heritageCountry' | 'residenceCountry' | 'tooLong' | 'tooManyInterests';
export type FieldErrors = Partial<Record<CheckedField, FieldError>>;

const ERROR_VALUES: Partial<Record<ErrorKey, Record<string, number>>> = {
  displayName: { max: DISPLAY_NAME_MAX_LENGTH },
  age: { min: AGE_MIN, max: AGE_MAX },
  tooLong: { max: TEXT_MAX_LENGTH },
  tooManyInterests: { max: MAX_INTERESTS },
};

/** What is wrong with a field the contract (or the server) refused. */
export function fieldErrorKey(field: string): ErrorKey {
  switch (field) {
    case 'ageMin':
    case 'ageMax':
      return 'age';
    case 'city':
    case 'profession':
      return 'tooLong';
    case 'interests':
      return 'tooManyInterests';
    default:
      return field as ErrorKey;
  }
}

/** The contract's issue on a field as a key: the age range's order is said on ageMax. */
export const profileErrorKey = (field: string, issue: { type: string }): ErrorKey =>
  field === 'ageMax' && issue.type === 'custom' ? 'ageOrder' : fieldErrorKey(field);

export const fieldErrorOf = (key: string | undefined): FieldError | undefined =>
  key ? { key: key as ErrorKey, values: ERROR_VALUES[key as ErrorKey] } : undefined;
