// What sign-up asks beyond better-auth's e-mail and password: a display name, a date of birth
// showing the person is 18 or older, and the language for our e-mails.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/constants';

export const MINIMUM_AGE_YEARS = 18;

export const signUpExtras = z.object({
  displayName: z.string().trim().min(1).max(60),
  dateOfBirth: z.iso.date(),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type SignUpExtras = z.infer<typeof signUpExtras>;

/** Whole years between a 'YYYY-MM-DD' birth date and today's UTC date. */
export function ageInYears(dateOfBirth: string, today: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthdayThisYear =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
}
