import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, dateOfBirthProblem, PASSWORD_MAX_LENGTH } from '../account-rules';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { text } from './text';

/** Every writer of a member's display name (sign-up, the profile) uses this one field. */
export const displayNameField = text().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH);

/** A real day within a lifetime; being under age is a separate refusal (UNDER_MINIMUM_AGE). */
export const dateOfBirthField = z.iso.date().refine((value) => dateOfBirthProblem(value) !== 'date', {
  message: 'must be a real date, at most 120 years ago and not in the future',
});

/** The language of the member's e-mails and SMS codes, and of the site when they sign in. */
export const languageField = z.enum(LANGUAGES);

/** What sign-up asks beyond better-auth's e-mail and password (checked in its before-hook). */
export const signUpFields = z.object({
  displayName: displayNameField,
  dateOfBirth: dateOfBirthField,
  language: languageField.default(DEFAULT_LANGUAGE),
});

/** POST /api/auth/sign-up/email, as the browser sends it. */
export type SignUpInput = { email: string; password: string } & z.input<typeof signUpFields>;

/** PATCH /api/me: what a signed-in member may change about themselves there. */
export const meUpdateInput = z.object({ language: languageField }).strict();
export type MeUpdateInput = z.infer<typeof meUpdateInput>;

/** POST /api/account/delete: the member's current password confirms the erasure. */
export const deleteAccountInput = z.object({
  password: text().min(1).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** The code the API (and better-auth's change-password) answers a wrong current password with. */
export const INVALID_PASSWORD = 'INVALID_PASSWORD';
