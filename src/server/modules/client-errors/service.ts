import type { ClientErrorInput } from '../../../shared/contracts/client-errors';
import type { Database } from '../../db/client';
import { insertClientError } from './queries';

/** Keeps an error a browser caught (spec section 8), so it can be seen beyond that one browser. */
export async function recordClientError(db: Database, input: ClientErrorInput): Promise<number> {
  return insertClientError(db, {
    message: input.message,
    stack: input.stack ?? null,
    componentStack: input.componentStack ?? null,
    boundary: input.boundary,
    url: input.url,
    userAgent: input.userAgent,
    occurredAt: input.timestamp,
  });
}
