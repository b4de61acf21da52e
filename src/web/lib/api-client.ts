// The browser's one way to call the API. Failures become ApiError with the server's code,
// which screens turn into translated text (see lib/error-message.ts).
import { type ErrorCode, isApiErrorBody } from '../../shared/errors';

/** NETWORK: the request never reached us (offline, or the connection dropped). */
export type ClientErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
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
    if (isApiErrorBody(body)) throw new ApiError(body.code, response.status, body.details);
    throw new ApiError(response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL', response.status);
  }
  return body as T;
}
