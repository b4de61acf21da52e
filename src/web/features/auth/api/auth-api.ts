// Calls to better-auth (mounted at /api/auth). A refusal is an ApiError with
// better-auth's own code (INVALID_EMAIL_OR_PASSWORD...), which lib/forms/auth-errors.ts translates.
import type { SignUpInput } from '../../../../shared/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../../shared/paths';
import { AUTH_PATHS, type AuthPath, authUrl } from '../../../../shared/routes/auth';

function authPost(path: AuthPath, body: unknown): Promise<void> {
  return apiRequest<void>(authUrl(path), { method: 'POST', json: body });
}

export const signUp = (input: SignUpInput) => authPost(AUTH_PATHS.signUp, input);
/** With a second factor enrolled, the password only opens the second step (sign-in-page.tsx). */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}
export const signIn = (input: { email: string; password: string }) =>
  apiRequest<SignInAnswer>(authUrl(AUTH_PATHS.signIn), { method: 'POST', json: input });
/** The second step of a sign-in: a code from the authenticator app, or a recovery code (used up). */
export const verifyAuthenticatorCode = (code: string) => authPost(AUTH_PATHS.verifyTotp, { code });
export const verifyRecoveryCode = (code: string) => authPost(AUTH_PATHS.verifyBackupCode, { code });
export const signOut = () => authPost(AUTH_PATHS.signOut, {});
export const requestPasswordReset = (email: string) =>
  authPost(AUTH_PATHS.requestPasswordReset, { email, redirectTo: paths.resetPassword });
export const resetPassword = (newPassword: string, token: string) => authPost(AUTH_PATHS.resetPassword, { newPassword, token });
