// Server codes to translated sentences: better-auth's own codes live in the auth area, the
// API's shared codes (RATE_LIMITED, NETWORK...) in common.errors.
import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../api-client';
import { errorMessage } from '../error-message';

const AUTH_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_TOKEN',
  'INVALID_EMAIL',
  // The second factor (better-auth's two-factor plugin).
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
  'ACCOUNT_TEMPORARILY_LOCKED',
] as const;

/** Why a 429 was answered, when the server says (a sign-in link sent to a besieged account). */
const refusalReason = (error: unknown): unknown =>
  error instanceof ApiError && typeof error.details === 'object' && error.details !== null
    ? (error.details as { reason?: unknown }).reason
    : undefined;

export function authErrorMessage(t: TFunction, error: unknown): string {
  if (refusalReason(error) === 'SIGN_IN_LINK_SENT') return t('auth.errors.SIGN_IN_LINK_SENT');
  const code = errorCode(error);
  if (code && (AUTH_CODES as readonly string[]).includes(code)) return t(`auth.errors.${code}`);
  return errorMessage(t, error);
}

export const errorCode = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined);
