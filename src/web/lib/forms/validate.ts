// Client-side checks with the server's own rules (src/shared/account-rules.ts: password 10-128
// characters, members 18 or older by the UTC calendar, display name up to 60 characters), so
// most mistakes are explained before anything is sent. Errors are translation keys under
// auth.fields.errors, so they follow a language switch.
import { type AccountFieldProblem, dateOfBirthProblem, displayNameProblem, passwordProblem } from '../../../shared/account-rules';

/** `code`: not the six digits an authenticator app shows. */
export type FieldErrorKey = AccountFieldProblem | 'email' | 'passwordMismatch' | 'code';

export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): FieldErrorKey | undefined {
  if (value.trim() === '') return 'required';
  return EMAIL.test(value.trim()) ? undefined : 'email';
}

export const checkPassword = (value: string): FieldErrorKey | undefined => passwordProblem(value);
export const checkDateOfBirth = (value: string, today = new Date()): FieldErrorKey | undefined => dateOfBirthProblem(value, today);
export const checkDisplayName = (value: string): FieldErrorKey | undefined => displayNameProblem(value);

/** Only the fields that have an error. */
export function collect<F extends string>(checks: Record<F, FieldErrorKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(checks).filter(([, error]) => error)) as FieldErrors<F>;
}
