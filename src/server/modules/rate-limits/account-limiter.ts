// A second count on a route besides the per-IP one: per account (an e-mail address in the body,
// or the signed-in member). Carrier-grade NAT puts many members behind one IP, so the IP limit
// must be generous; the account limit is what stops a guesser or a mail bomber (docs/targets.md T4).
// It runs as a preHandler because the address is in the body, which onRequest cannot see.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bucketKey, routeScope } from './keys';
import { rateLimitedError } from './plugin';

export interface AccountLimit {
  max: number;
  timeWindow: number | string;
  /** Who the request is for ("account:…" or "member:…"), or undefined to not count it here. */
  who(request: FastifyRequest): string | undefined;
  /** Keeps this count apart from other counts on the same route and `who`. */
  scope?: string;
}

export interface AccountCount {
  exceeded: boolean;
  ttlMs: number;
}

/** Counts the request against the limit; undefined when `who` does not name anyone. */
export function accountCounter(app: FastifyInstance, limit: AccountLimit): (request: FastifyRequest) => Promise<AccountCount | undefined> {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    // Only called when `who` answered (below); the route keeps each path's count apart.
    keyGenerator: (request) =>
      bucketKey(`${routeScope(request.method, request.routeOptions.url)}${limit.scope ? ` ${limit.scope}` : ''}`, limit.who(request) ?? ''),
  });
  return async (request) => {
    if (limit.who(request) === undefined) return undefined;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return { exceeded: false, ttlMs: 0 };
    return { exceeded: true, ttlMs: result.ttl };
  };
}

/** The count as a preHandler that answers 429 once the limit is passed. */
export function accountLimiter(app: FastifyInstance, limit: AccountLimit): preHandlerAsyncHookHandler {
  const count = accountCounter(app, limit);
  return async (request, reply) => {
    const result = await count(request);
    if (!result?.exceeded) return;
    reply.header('retry-after', Math.ceil(result.ttlMs / 1000));
    throw rateLimitedError(result.ttlMs);
  };
}
