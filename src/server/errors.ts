// One error type for everything the API refuses on purpose. The error handler maps the code
// to an HTTP status once; the browser maps it to a translated message once.
import type { ErrorCode } from '../shared/errors';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNDER_MINIMUM_AGE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  // Stripe or PayPal did not answer (network, 5xx, timeout): nothing changed, try again later.
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  // Uploads (spec section 5; T3): over 5 MB, not a JPEG or PNG by content, or of unusable size.
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_IMAGE: 415,
  IMAGE_DIMENSIONS_UNSUPPORTED: 422,
  PHOTO_LIMIT_REACHED: 409,
  // One-time phone codes: wrong, or expired / used / out of attempts (ask for a new one).
  CODE_INCORRECT: 400,
  CODE_EXPIRED: 400,
  VERIFICATION_INCOMPLETE: 409,
  VERIFICATION_CLOSED: 409,
  VERIFICATION_NOT_PENDING: 409,
  SMS_PROVIDER_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  // Discovery (docs/decisions/0020-discovery.md).
  SWIPE_LIMIT_REACHED: 429,
  BOOST_UNAVAILABLE: 409,
  NOTHING_TO_REWIND: 409,
  CANNOT_TARGET_SELF: 400,
  PROFILE_REQUIRED: 409,
  PROFILE_PAUSED: 409,
  COMMENT_TARGET_UNAVAILABLE: 409,
  FEATURED_MEMBER_UNAVAILABLE: 409,
  // Messages (docs/decisions/0023-messages.md).
  MESSAGE_LIMIT_REACHED: 429,
  CONVERSATION_UNAVAILABLE: 404,
  MESSAGE_NEEDS_CONFIRMATION: 409,
  // Moderation (docs/decisions/0024-moderation.md).
  ACCOUNT_RESTRICTED: 403,
  REPORT_LIMIT_REACHED: 429,
  // Events (docs/decisions/0032-events.md).
  EVENT_PREMIUM_ONLY: 403,
  EVENT_UNAVAILABLE: 409,
  PUSH_SERVICE_NOT_ACCEPTED: 400,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** What caused it (a provider's error): the error handler logs it for 5xx answers. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}
