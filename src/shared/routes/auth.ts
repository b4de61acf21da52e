// better-auth's endpoints that the browser calls and the server mounts (server modules/auth/routes.ts),
// named once for both sides (docs/decisions/0028-route-contracts.md). They have no route contract:
// their paths, bodies and answers are the library's, and better-auth checks them itself. Paths are
// relative to AUTH_BASE_PATH, as better-auth's own hooks see them (ctx.path).
import { AUTH_BASE_PATH } from './route';

export const AUTH_PATHS = {
  signUp: '/sign-up/email',
  signIn: '/sign-in/email',
  signOut: '/sign-out',
  requestPasswordReset: '/request-password-reset',
  resetPassword: '/reset-password',
  /** The link in the reset e-mail. */
  resetPasswordLink: '/reset-password/:token',
  sendVerificationEmail: '/send-verification-email',
  /** The link in the confirmation e-mail. */
  verifyEmail: '/verify-email',
  /** The link in the sign-in e-mail. */
  magicLinkVerify: '/magic-link/verify',
  changePassword: '/change-password',
  revokeSessions: '/revoke-sessions',
  verifyTotp: '/two-factor/verify-totp',
  verifyBackupCode: '/two-factor/verify-backup-code',
  enableTwoFactor: '/two-factor/enable',
  generateBackupCodes: '/two-factor/generate-backup-codes',
} as const;

export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];

/** The address the browser calls, e.g. authUrl(AUTH_PATHS.signIn). */
export const authUrl = (path: AuthPath): string => `${AUTH_BASE_PATH}${path}`;
