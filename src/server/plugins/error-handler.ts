// Turns every failure into `{ code, message, details }` with the right status, and never
// leaks internals: unexpected errors are logged with the request id and answered as INTERNAL.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { SmsUnavailableError } from '../adapters/sms/sms-sender';
import { StorageUnavailableError } from '../adapters/storage/file-storage';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';
import { AppError, STATUS_BY_CODE } from '../errors';

/**
 * PostgreSQL conditions in which the database cannot serve the request now but may in a moment,
 * whatever the request: SQLSTATE classes 08 (connection), 53 (insufficient resources: too many
 * connections, out of memory or disk) and 57P (shut down, starting, dropped), plus lock and
 * serialization conflicts and a read-only server during a failover.
 */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '57P'];
const UNAVAILABLE_SQLSTATES = new Set(['55000', '55006', '55P03', '40001', '40P01', '25006']);
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// Neither a closed PGlite nor an ended or exhausted pg pool sets a code; their messages are all there is.
// The two "not queryable" ones are node-postgres's answer to any statement on a connection already
// cut: drizzle's transaction wrapper sends its `rollback` there, and that error, not the cut's
// 57P01, is the one it throws (a swipe answered 500 during a restart: docs/benchmarks.md, T10).
const CONNECTION_ERROR_MESSAGES = [
  'PGlite is closed',
  'Cannot use a pool after calling end on the pool',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Drizzle wraps driver errors (DrizzleQueryError, with the SQL and its parameters) in `cause`. */
function rootCause(error: Error): Error & { code?: string } {
  let current: Error = error;
  for (let depth = 0; depth < 5 && current.cause instanceof Error; depth += 1) current = current.cause;
  return current;
}

/** Whether the database, not the request, is why this failed: answered 503, never 500. */
function isDatabaseUnavailable(error: Error & { code?: string }): boolean {
  const code = error.code;
  if (code && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  if (code && /^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))) return true;
  return CONNECTION_ERROR_MESSAGES.some((text) => error.message.startsWith(text));
}

/**
 * The same, for an error and every cause it wraps (drizzle's DrizzleQueryError, or an error a
 * module throws around the driver's): any link saying the database is away is enough.
 */
export function isDatabaseUnavailableError(error: Error): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    if (isDatabaseUnavailable(current)) return true;
    current = current.cause;
  }
  return false;
}

function classify(
  error: FastifyError & { code?: string },
  request: FastifyRequest,
): { code: ErrorCode; message: string; details?: unknown } {
  if (error instanceof AppError) return { code: error.code, message: error.message, details: error.details };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Image uploads (modules/uploads/image-body.ts) answer with the spec's own words.
    if (request.routeOptions.config.imageUpload) return { code: 'FILE_TOO_LARGE', message: 'File size must be less than 5MB' };
    return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
  }
  if (error instanceof StorageUnavailableError) return { code: 'STORAGE_UNAVAILABLE', message: 'The file storage is briefly unavailable.' };
  if (error instanceof SmsUnavailableError) return { code: 'SMS_PROVIDER_UNAVAILABLE', message: 'The text message could not be sent.' };
  if (error.statusCode === 429) return { code: 'RATE_LIMITED', message: 'Too many requests. Please wait and try again.' };
  if (isDatabaseUnavailableError(error)) {
    return { code: 'DATABASE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again.' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
    return { code: 'VALIDATION_FAILED', message: 'The request is not valid.' };
  }
  return { code: 'INTERNAL', message: 'Something went wrong on our side.' };
}

/**
 * What a failure answers, `{ code, message, details }` and its status, logged once: the HTTP
 * answer's body, and the live socket's refusal of a message (modules/messages/live-send.ts).
 */
export function apiErrorOf(error: Error, request: FastifyRequest): { status: number; body: ApiErrorBody } {
  const { code, message, details } = classify(error as FastifyError, request);
  const status = STATUS_BY_CODE[code];
  // The root cause, not Drizzle's wrapper: its message carries the query parameters, which may
  // be a visitor's name or e-mail and have no place in the logs.
  if (status >= 500) request.log.error({ err: rootCause(error) }, 'request failed');
  else request.log.info({ code }, 'request refused');
  return { status, body: details === undefined ? { code, message } : { code, message, details } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = apiErrorOf(error, request);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
}
