// Server codes to translated sentences: better-auth's own codes live in the auth area, the
// API's shared codes (RATE_LIMITED, NETWORK...) in common.errors.
import type { TFunction } from '../../i18n/translator';
import { AuthError } from './api/auth-api';

const AUTH_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'UNDER_MINIMUM_AGE',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_TOKEN',
  'INVALID_EMAIL',
] as const;
const COMMON_CODES = ['VALIDATION_FAILED', 'RATE_LIMITED', 'NETWORK', 'DATABASE_UNAVAILABLE', 'INTERNAL'];

export function authErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof AuthError ? error.code : 'INTERNAL';
  if ((AUTH_CODES as readonly string[]).includes(code)) return t(`auth.errors.${code}`);
  if (COMMON_CODES.includes(code)) return t(`common.errors.${code}`);
  return t('common.errors.INTERNAL');
}

export const errorCode = (error: unknown): string | undefined => (error instanceof AuthError ? error.code : undefined);
