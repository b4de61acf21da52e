// GET /metrics, for Prometheus only (docs/operations.md, "Metrics"). Closed in the router itself:
// the route carries a constraint that only a request with `Authorization: Bearer <METRICS_TOKEN>`
// derives, so for any other caller it does not exist. Whatever the spelling of the address
// (`/metrics/`, `/METRICS`, `/%6detrics`, a query string, dot segments), the router either maps it
// to this route, and then asks for the token, or does not, and then it is an unknown path; and a
// refused caller gets exactly the unknown-path answer, as it is the unknown-path handling that
// answers. Without METRICS_TOKEN the route is not registered at all.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
const CONSTRAINT = 'metricsToken';
const GRANTED = 'granted';
const BEARER = 'Bearer ';

const digestOf = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether the request carries the token. Both sides are hashed first: the comparison then takes
 * the same time whatever the length or the content of what was sent.
 */
export function carriesToken(expected: Buffer, authorization: string | undefined): boolean {
  if (authorization === undefined || !authorization.startsWith(BEARER)) return false;
  return timingSafeEqual(digestOf(authorization.slice(BEARER.length)), expected);
}

type Constraints = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>;

/** The router's constraint for Fastify's `routerOptions.constraints`, derived on every request. */
export function metricsTokenConstraint(token: string): Constraints {
  const expected = digestOf(token);
  return {
    [CONSTRAINT]: {
      name: CONSTRAINT,
      storage() {
        const handlers = new Map<unknown, never>();
        return {
          get: (value: unknown) => handlers.get(value) ?? null,
          set: (value: unknown, handler: never) => void handlers.set(value, handler),
        };
      },
      // Most requests carry no Authorization header: they cost one property read.
      deriveConstraint: (request: IncomingMessage) => (carriesToken(expected, request.headers.authorization) ? GRANTED : undefined),
      mustMatchWhenDerived: false,
    },
  } as Constraints;
}

export function registerMetricsRoute(app: FastifyInstance, registry: Registry): void {
  app.get(
    METRICS_PATH,
    // 'public' for the access check (no session): the router has already asked for the token.
    { constraints: { [CONSTRAINT]: GRANTED }, config: { access: 'public' } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}
