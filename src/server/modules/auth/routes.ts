// Mounts better-auth under /api/auth/*: each Fastify request becomes a Web Request for
// auth.handler, and its Web Response is copied back (every Set-Cookie kept separate).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, type Auth } from './auth';

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Where a guesser or a mail bomber would knock: limited per address and per path (targets.md T4). */
export const RATE_LIMITED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
] as const;

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; publicOrigin: string; perHour: number },
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await options.auth.handler(toWebRequest(request, options.publicOrigin));
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(response.body ? await response.text() : null);
  };
  // Exact paths win over the wildcard in Fastify's router, so these carry their own limit.
  for (const path of RATE_LIMITED_AUTH_PATHS) {
    app.post(
      `${AUTH_BASE_PATH}${path}`,
      { config: { access: 'public', rateLimit: { max: options.perHour, timeWindow: '1 hour' } } },
      handler,
    );
  }
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, config: { access: 'public' }, handler });
}
