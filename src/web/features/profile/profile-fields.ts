// The form's values and its checks: the shared contract's own rules (the server applies the same
// ones), read field by field so that each field can say what is wrong with it.
import {
  AGE_MAX,
  AGE_MIN,
  MAX_INTERESTS,
  type Profile,
  profileFields,
  profileInput,
  type ProfileResponse,
  TEXT_MAX_LENGTH,
} from '../../../shared/contracts/profile';
import { refusedFieldNames } from '../../lib/forms/refused-fields';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/account-rules';

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

export const CHECKED_FIELDS = [
  'displayName',
  'gender',
  'seeking',
  'ageMin',
  'ageMax',
  'heritageCountry',
  'residenceCountry',
  'city',
  'profession',
  'interests',
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** Keys of profile.errors, with what they interpolate. */
export interface FieldError {
  key: 'displayName' | 'gender' | 'seeking' | 'age' | 'ageOrder' | 'heritageCountry' | 'residenceCountry' | 'tooLong' | 'tooManyInterests';
  values?: Record<string, number>;
}
export type FieldErrors = Partial<Record<CheckedField, FieldError>>;

function errorOf(field: CheckedField, candidate: Record<string, unknown>): FieldError | undefined {
  if (profileFields.shape[field].safeParse(candidate[field]).success) return undefined;
  switch (field) {
    case 'displayName':
      return { key: 'displayName', values: { max: DISPLAY_NAME_MAX_LENGTH } };
    case 'ageMin':
    case 'ageMax':
      return { key: 'age', values: { min: AGE_MIN, max: AGE_MAX } };
    case 'city':
    case 'profession':
      return { key: 'tooLong', values: { max: TEXT_MAX_LENGTH } };
    case 'interests':
      return { key: 'tooManyInterests', values: { max: MAX_INTERESTS } };
    default:
      return { key: field };
  }
}

export function validateProfile(values: ProfileValues): FieldErrors {
  const candidate = candidateOf(values);
  const errors: FieldErrors = {};
  for (const field of CHECKED_FIELDS) {
    const error = errorOf(field, candidate);
    if (error) errors[field] = error;
  }
  if (!errors.ageMin && !errors.ageMax && (candidate.ageMin as number) > (candidate.ageMax as number)) errors.ageMax = { key: 'ageOrder' };
  return errors;
}

/** The profile to send when every field is valid (trimmed as the server stores it); else null. */
export function profileOf(values: ProfileValues): Profile | null {
  const result = profileInput.safeParse(candidateOf(values));
  return result.success ? result.data : null;
}

/** The fields a VALIDATION_FAILED answer names (details.fields[].path), with their errors. */
export function errorsFromServer(details: unknown, values: ProfileValues): FieldErrors {
  const named = new Set(refusedFieldNames(details));
  const local = validateProfile(values);
  const errors: FieldErrors = {};
  for (const field of CHECKED_FIELDS) {
    // The local check may pass where the server's failed (it should not): the field's own
    // message for a missing value still points the member at it.
    if (named.has(field)) errors[field] = local[field] ?? errorOf(field, {});
  }
  return errors;
}
