// Security headers and a strict Content-Security-Policy: everything from our own origin only.
// Later issues widen it per page for the payment providers, and nowhere else.
//
// helmet itself, built once: @fastify/helmet built the middleware again on every request (its
// directives parsed each time, about 5% of a cached deck request's CPU, docs/benchmarks.md S5).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // blob: the preview of a photo the member has chosen, before it is uploaded (made by our
        // own script from a local file; an image cannot run code).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // helmet 8 throws instead of passing an error on, so its callback only ever says "done".
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

/**
 * The policy `csp` with the page's own inline styles and scripts allowed by their hashes: the
 * critical CSS and boot.js of a pre-rendered page (docs/decisions/0038-prerendered-public-pages.md).
 * Never 'unsafe-inline': a script or style that is not the page's own is still refused.
 */
export function withInlineHashes(csp: string, hashes: { style: readonly string[]; script: readonly string[] }): string {
  const allow = (policy: string, directive: string, sources: readonly string[]) =>
    sources.length === 0
      ? policy
      : policy.replace(new RegExp(`(^|;)${directive} 'self'(?=;|$)`), `$1${directive} 'self' ${sources.join(' ')}`);
  return allow(allow(csp, 'style-src', hashes.style), 'script-src', hashes.script);
}
