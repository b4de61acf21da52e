// The account forms' contracts (sign-in, sign-up, passwords, the second factor), built on the
// server's own rules (src/shared/account-rules.ts: password 10-128 characters, members 18 or older
// by the UTC calendar, display name up to 60 characters). Every issue's message is a key under
// auth.fields.errors. This module holds zod: public pages load it through account-schema-loaders.ts.
import { z } from 'zod';
import { type AccountFieldProblem, dateOfBirthProblem, displayNameProblem, passwordProblem } from '../../../shared/account-rules';

/** `code`: not the six digits an authenticator app shows. */
export type FieldErrorKey = AccountFieldProblem | 'email' | 'passwordMismatch' | 'code';

type Rule = (value: string, values: Readonly<Record<string, string>>) => FieldErrorKey | undefined;

/** Text fields, each checked by its rule; every field says its own mistake at once. */
function ruled<F extends string>(rules: Record<F, Rule>) {
  const names = Object.keys(rules) as F[];
  const shape = Object.fromEntries(names.map((name) => [name, z.string()])) as Record<F, z.ZodString>;
  return z.object(shape).superRefine((values, context) => {
    const all = values as Record<string, string>;
    for (const name of names) {
      const message = rules[name](all[name] ?? '', all);
      if (message) context.addIssue({ code: 'custom', path: [name], message });
    }
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email: Rule = (value) => (value.trim() === '' ? 'required' : EMAIL.test(value.trim()) ? undefined : 'email');
const required: Rule = (value) => (value === '' ? 'required' : undefined);
const repeated =
  (of: string): Rule =>
  (value, values) =>
    value === '' ? 'required' : value !== values[of] ? 'passwordMismatch' : undefined;

// No length rule here: an account made under an older rule must still get in.
export const signIn = ruled({ email, password: required });
export const signUp = ruled({
  displayName: displayNameProblem,
  email,
  password: passwordProblem,
  dateOfBirth: (value) => dateOfBirthProblem(value),
});
export const forgotPassword = ruled({ email });
export const resetPassword = ruled({ password: passwordProblem, confirm: repeated('password') });
export const changePassword = ruled({
  currentPassword: required,
  newPassword: passwordProblem,
  confirmPassword: repeated('newPassword'),
});

const AUTHENTICATOR_CODE = /^\d{6}$/;
/** The second sign-in step: six digits, or (recovery) one of the recovery codes; spaces dropped. */
export const secondFactor = z
  .object({ code: z.string(), recovery: z.boolean() })
  .transform(({ code, recovery }) => ({ code: code.replace(/\s/g, ''), recovery }))
  .superRefine(({ code, recovery }, context) => {
    const message = code === '' ? 'required' : recovery || AUTHENTICATOR_CODE.test(code) ? undefined : 'code';
    if (message) context.addIssue({ code: 'custom', path: ['code'], message });
  });
