// Calls to better-auth (mounted at /api/auth). A refusal is an ApiError with
// better-auth's own code (INVALID_EMAIL_OR_PASSWORD...), which lib/forms/auth-errors.ts translates.
import type { SignUpInput } from '../../../../shared/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../../shared/paths';

function authPost(path: string, body: unknown): Promise<void> {
  return apiRequest<void>(`/api/auth/${path}`, { method: 'POST', json: body });
}

export const signUp = (input: SignUpInput) => authPost('sign-up/email', input);
/** With a second factor enrolled, the password only opens the second step (sign-in-page.tsx). */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}
export const signIn = (input: { email: string; password: string }) =>
  apiRequest<SignInAnswer>('/api/auth/sign-in/email', { method: 'POST', json: input });
/** The second step of a sign-in: a code from the authenticator app, or a recovery code (used up). */
export const verifyAuthenticatorCode = (code: string) => authPost('two-factor/verify-totp', { code });
export const verifyRecoveryCode = (code: string) => authPost('two-factor/verify-backup-code', { code });
export const signOut = () => authPost('sign-out', {});
export const requestPasswordReset = (email: string) => authPost('request-password-reset', { email, redirectTo: paths.resetPassword });
export const resetPassword = (newPassword: string, token: string) => authPost('reset-password', { newPassword, token });
