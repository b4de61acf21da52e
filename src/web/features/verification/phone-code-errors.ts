// The phone step's refusals as translation keys: the shared catalogue, with the two the form
// itself says in its own words (a number without its country code, a code that is not 6 digits).
import { ApiError } from '../../lib/api-client';
import { commonErrorCode } from '../../lib/error-message';

export const INVALID_NUMBER = 'verification.phone.invalidNumber';
export const INVALID_CODE = 'verification.phone.invalidCode';

/** `invalid`: what a VALIDATION_FAILED means where it was asked (the number, or the code). */
export function phoneErrorKey(error: unknown, invalid: string): string {
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return invalid;
  return `common.errors.${commonErrorCode(error)}`;
}

/** When a rate-limited request may be tried again (the server's details.retryAfterSeconds), or null. */
export function retryAtOf(error: unknown, now = Date.now()): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? now + seconds * 1000 : null;
}
