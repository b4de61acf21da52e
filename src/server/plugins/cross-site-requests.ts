// Cross-site request forgery, refused for every route at once: a request that changes something
// (any method but GET, HEAD and OPTIONS) and carries a cookie must come from a page of ours, as
// its Origin (or, failing that, its Referer) says. SameSite=Lax alone is not enough: sibling
// sites count as same-site. A request without a cookie carries no member's authority (the
// payment providers' webhooks, for example), so it has nothing to forge. A WebSocket handshake is
// a GET, but what follows it acts for the member, and browsers let any site open one with our
// cookie: it is checked like a write.
// docs/decisions/0009-accounts.md ("Origins").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says the request comes from, or undefined when it says nothing usable. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function refuseCrossSiteRequests(app: FastifyInstance, options: { trustedOrigins: readonly string[] }): void {
  const trusted = new Set(options.trustedOrigins);
  // A callback hook, not an async one: it decides at once, and runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const opensSocket = request.headers.upgrade?.toLowerCase() === 'websocket';
    if ((SAFE_METHODS.has(request.method) && !opensSocket) || !request.headers.cookie) return done();
    const origin = claimedOrigin(request);
    if (origin && trusted.has(origin)) return done();
    done(new AppError('FORBIDDEN', 'This request must come from a Sahel Hearts page.', { reason: 'CROSS_SITE_REQUEST' }));
  });
}
