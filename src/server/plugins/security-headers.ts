// Security headers and a strict Content-Security-Policy: everything from our own origin only.
// Later issues widen it per page for the payment providers, and nowhere else.
//
// helmet itself, built once: @fastify/helmet built the middleware again on every request (its
// directives parsed each time, about 5% of a cached deck request's CPU, docs/benchmarks.md S5).
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  // None of these headers depends on the request (no nonce, no directive computed per request):
  // helmet runs once, on a response that only records what it sets, and every request gets that
  // list, instead of helmet's chain of eleven middlewares run again each time (docs/benchmarks.md,
  // "Messages across servers").
  const headers = headersSetBy(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets on a response (helmet 8 runs synchronously and throws on error). */
function headersSetBy(middleware: HeaderMiddleware): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const recorder = {
    // helmet sets every header as one string.
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('the security headers middleware did not finish at once');
  return [...headers.values()];
}
