// Client-side checks that mirror the server's rules (better-auth config: password 10-128
// characters, members 18 or older), so most mistakes are explained before anything is sent.
// Errors are translation keys under auth.fields.errors, so they follow a language switch.

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const MINIMUM_AGE = 18;
export const DISPLAY_NAME_MAX = 50;

export type FieldErrorKey =
  | 'required'
  | 'email'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'date'
  | 'tooYoung'
  | 'tooLong';

export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): FieldErrorKey | undefined {
  if (value.trim() === '') return 'required';
  return EMAIL.test(value.trim()) ? undefined : 'email';
}

export function checkPassword(value: string): FieldErrorKey | undefined {
  if (value === '') return 'required';
  return value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? 'passwordLength' : undefined;
}

/** Age in whole years on `today` of someone born on `isoDate` (YYYY-MM-DD), or null if not a real date. */
export function ageOn(isoDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

export function checkDateOfBirth(value: string, today = new Date()): FieldErrorKey | undefined {
  if (value === '') return 'required';
  const age = ageOn(value, today);
  if (age === null || age > 120) return 'date';
  return age < MINIMUM_AGE ? 'tooYoung' : undefined;
}

export function checkDisplayName(value: string): FieldErrorKey | undefined {
  if (value.trim() === '') return 'required';
  return value.trim().length > DISPLAY_NAME_MAX ? 'tooLong' : undefined;
}

/** Only the fields that have an error. */
export function collect<F extends string>(checks: Record<F, FieldErrorKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(checks).filter(([, error]) => error)) as FieldErrors<F>;
}
