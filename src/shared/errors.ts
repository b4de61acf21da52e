// Error codes the API returns in `{ code, message, details }`. The browser translates each code
// (locale key `errors.<code>`); the server's `message` is English, for logs and API clients.

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  /** Sign-up with a date of birth under the minimum age (account-rules.ts). */
  'UNDER_MINIMUM_AGE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'DATABASE_UNAVAILABLE',
  /** The server is overloaded (plugins/overload.ts): nothing was done; try again after Retry-After. */
  'SERVER_BUSY',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'IMAGE_DIMENSIONS_UNSUPPORTED',
  'PHOTO_LIMIT_REACHED',
  'CODE_INCORRECT',
  'CODE_EXPIRED',
  'VERIFICATION_INCOMPLETE',
  'VERIFICATION_CLOSED',
  'VERIFICATION_NOT_PENDING',
  'SMS_PROVIDER_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  /** A Basic member's daily swipes are spent (DISCOVERY_LIMITS). */
  'SWIPE_LIMIT_REACHED',
  /** A Premium boost within 7 days of the last one. */
  'BOOST_UNAVAILABLE',
  /** Swiping, blocking or reporting oneself. */
  'CANNOT_TARGET_SELF',
  /** Discovery before the member saved a profile (whom they seek). */
  'PROFILE_REQUIRED',
  /** Swiping or boosting while the member's own profile is paused (resume it first). */
  'PROFILE_PAUSED',
  /** A like's comment on a prompt or photo the liked member does not have (any more). */
  'COMMENT_TARGET_UNAVAILABLE',
  /** A Basic member's daily messages are spent (DISCOVERY_LIMITS). */
  'MESSAGE_LIMIT_REACHED',
  /** No conversation the member may read or write: never a match, or it ended (unmatch, block, deletion). */
  'CONVERSATION_UNAVAILABLE',
  /** A message the safety rules find insulting, sent without the sender's "Are you sure?". */
  'MESSAGE_NEEDS_CONFIRMATION',
  /** A member's reports of the day are spent (REPORT_RATE_LIMIT_PER_DAY; details: retryAfterSeconds). */
  'REPORT_LIMIT_REACHED',
  /** Premium's rewind with no pass of today to take back (already taken back, a like since, or the member gone). */
  'NOTHING_TO_REWIND',
  /** Signing in to a suspended or banned account (details: kind, until, reason). */
  'ACCOUNT_RESTRICTED',
  /** A Basic member answering a Premium-only event (docs/decisions/0032-events.md). */
  'EVENT_PREMIUM_ONLY',
  /** The event was cancelled, has started, or is not published. */
  'EVENT_UNAVAILABLE',
  /** A push subscription whose endpoint is not https at a known push service (docs/decisions/0035-push-notifications.md). */
  'PUSH_SERVICE_NOT_ACCEPTED',
  /** A landing page's featured member who has not opted in, or may not be shown (details.memberIds). */
  'FEATURED_MEMBER_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}
