// The rules of a member's account fields, in one place for the sign-up form, better-auth's
// sign-up hook and every other writer of the same fields (the profile's display name, the
// member's language). Plain functions, no zod: contracts/account.ts builds the server's schemas
// from these same rules, and the browser's account forms theirs (web/lib/forms/account-schemas.ts,
// a download of its own so that public pages load without zod; docs/targets.md S1).

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE_YEARS = 18;
/** An older date of birth is a typing mistake, not a member. */
export const MAXIMUM_AGE_YEARS = 120;
export const DISPLAY_NAME_MAX_LENGTH = 60;

export type AccountFieldProblem = 'required' | 'passwordLength' | 'date' | 'tooYoung' | 'tooLong';

/** The calendar day a 'YYYY-MM-DD' text names, or null when it names none (2023-02-30). */
function calendarDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years from a 'YYYY-MM-DD' birth date to `today`, both taken as UTC calendar dates, so
 * the browser and the server agree whatever the member's time zone; null for no real date.
 */
export function ageInYears(dateOfBirth: string, today: Date = new Date()): number | null {
  const born = calendarDay(dateOfBirth);
  if (!born) return null;
  const month = today.getUTCMonth() + 1;
  const hadBirthday = month > born.month || (month === born.month && today.getUTCDate() >= born.day);
  return today.getUTCFullYear() - born.year - (hadBirthday ? 0 : 1);
}

export function dateOfBirthProblem(value: string, today: Date = new Date()): AccountFieldProblem | undefined {
  if (value === '') return 'required';
  const age = ageInYears(value, today);
  if (age === null || age < 0 || age > MAXIMUM_AGE_YEARS) return 'date';
  return age < MINIMUM_AGE_YEARS ? 'tooYoung' : undefined;
}

/** Trimmed, as it is stored. */
export function displayNameProblem(value: string): AccountFieldProblem | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  return name.length > DISPLAY_NAME_MAX_LENGTH ? 'tooLong' : undefined;
}

export function passwordProblem(value: string): AccountFieldProblem | undefined {
  if (value === '') return 'required';
  return value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH ? 'passwordLength' : undefined;
}
