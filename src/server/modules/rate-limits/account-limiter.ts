// A second count on a route besides the per-IP one: per account (an e-mail address in the body,
// or the signed-in member). Carrier-grade NAT puts many members behind one IP, so the IP limit
// must be generous; the account limit is what stops a guesser or a mail bomber (targets.md T4).
// It runs as a preHandler because the address is in the body, which onRequest cannot see.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bucketKey, routeScope } from './keys';
import { rateLimitedError } from './plugin';

export interface AccountLimit {
  max: number;
  timeWindow: number | string;
  /** Who the request is for ("account:…" or "member:…"), or undefined to not count it here. */
  who(request: FastifyRequest): string | undefined;
}

export function accountLimiter(app: FastifyInstance, limit: AccountLimit): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    // Only called when `who` answered (below); the route keeps each path's count apart.
    keyGenerator: (request) =>
      bucketKey(routeScope(request.method, request.routeOptions.url), limit.who(request) ?? ''),
  });
  return async (request, reply) => {
    if (limit.who(request) === undefined) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw rateLimitedError(result.ttl);
  };
}
