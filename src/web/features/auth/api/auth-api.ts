// Calls to better-auth (mounted at /api/auth). A refusal is an ApiError with
// better-auth's own code (INVALID_EMAIL_OR_PASSWORD...), which lib/forms/auth-errors.ts translates.
import type { Language } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../../shared/paths';

function authPost(path: string, body: unknown): Promise<void> {
  return apiRequest<void>(`/api/auth/${path}`, { method: 'POST', json: body });
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  dateOfBirth: string;
  language: Language;
}

export const signUp = (input: SignUpInput) => authPost('sign-up/email', input);
export const signIn = (input: { email: string; password: string }) => authPost('sign-in/email', input);
export const signOut = () => authPost('sign-out', {});
export const requestPasswordReset = (email: string) =>
  authPost('request-password-reset', { email, redirectTo: paths.resetPassword });
export const resetPassword = (newPassword: string, token: string) => authPost('reset-password', { newPassword, token });

