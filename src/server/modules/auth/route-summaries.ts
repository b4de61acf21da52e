// What each better-auth endpoint we mount does, in a line for people: better-auth's routes have no
// route contract (their bodies and answers are the library's), so the OpenAPI description
// (modules/api-docs, docs/decisions/0028-route-contracts.md) takes their summaries from here. A new
// path in AUTH_PATHS without one fails the type check.
import { AUTH_PATHS, type AuthPath } from '../../../shared/routes/auth';

export const AUTH_ROUTE_SUMMARIES: Record<AuthPath, string> = {
  [AUTH_PATHS.signUp]: 'Create an account with e-mail and password; a confirmation e-mail follows',
  [AUTH_PATHS.signIn]: 'Sign in with e-mail and password (a second factor may follow)',
  [AUTH_PATHS.signOut]: 'Sign out of this session',
  [AUTH_PATHS.requestPasswordReset]: 'Ask for a password reset e-mail',
  [AUTH_PATHS.resetPassword]: 'Set a new password with the token of a reset e-mail',
  [AUTH_PATHS.resetPasswordLink]: "The reset e-mail's link: checks the token and goes on to the reset page",
  [AUTH_PATHS.sendVerificationEmail]: 'Send the confirmation e-mail again',
  [AUTH_PATHS.verifyEmail]: "The confirmation e-mail's link: confirms the address and signs in",
  [AUTH_PATHS.magicLinkVerify]: "The sign-in e-mail's link: signs in",
  [AUTH_PATHS.changePassword]: 'Change the password (ends every other session)',
  [AUTH_PATHS.revokeSessions]: "End every one of the member's sessions",
  [AUTH_PATHS.verifyTotp]: 'Finish a sign-in with the code of the authenticator app',
  [AUTH_PATHS.verifyBackupCode]: 'Finish a sign-in with a recovery code',
  [AUTH_PATHS.enableTwoFactor]: 'Enrol in two-factor sign-in (asks for the password)',
  [AUTH_PATHS.generateBackupCodes]: 'Make new recovery codes (asks for the password)',
};
