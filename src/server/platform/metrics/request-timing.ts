// The time of every HTTP request, by method, route template and status code (docs/operations.md,
// "Metrics"). The route is the pattern it was registered with (`/api/conversations/:id`), never the
// address asked for: an address carries ids and whatever a visitor types, and each distinct label
// value is a series Prometheus keeps. An address no route matched is one label, `unmatched`.
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';

/** Methods Node's HTTP parser accepts that we expect; any other is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function timeRequests(app: FastifyInstance, metrics: Pick<AppMetrics, 'httpDuration'>): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
