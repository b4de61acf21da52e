// The browser's one way to call the API, ours and better-auth's (/api/auth/*). Failures become
// ApiError with the server's code as it was sent, which screens turn into translated text (see
// lib/error-message.ts): our codes (shared/errors.ts) and better-auth's own
// (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED...) alike.
import type { ErrorCode } from '../../shared/errors';

/** The 429s that are a daily allowance (a plan's swipes and messages, a member's reports), not a flood of requests. */
const DAILY_LIMITS = ['SWIPE_LIMIT_REACHED', 'MESSAGE_LIMIT_REACHED', 'REPORT_LIMIT_REACHED'] as const satisfies readonly ErrorCode[];

/** NETWORK: the request never reached us (offline, or the connection dropped). */
export type ClientErrorCode = ErrorCode | 'NETWORK';

/** The `code` of an error body, ours or better-auth's, when it has one. */
function codeOf(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

export class ApiError extends Error {
  constructor(
    /** A ClientErrorCode, or a code only one screen knows (better-auth's). */
    readonly code: ClientErrorCode | (string & {}),
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: { accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // A 429 is RATE_LIMITED unless it names one of our own limits (a Basic member's swipes or
    // messages of the day, which the screen answers with the way to Premium; a member's reports of
    // the day): better-auth's own limiter sends no code we know.
    const details = (body as { details?: unknown } | undefined)?.details;
    // Its details (retryAfterSeconds) still say when to try again.
    if (response.status === 429) throw new ApiError(DAILY_LIMITS.find((code) => code === codeOf(body)) ?? 'RATE_LIMITED', 429, details);
    throw new ApiError(codeOf(body) ?? 'INTERNAL', response.status, details);
  }
  return body as T;
}
