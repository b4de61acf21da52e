// Mounts better-auth under /api/auth/*: each Fastify request becomes a Web Request for
// auth.handler, and its Web Response is copied back (every Set-Cookie kept separate).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type AccountLimit, accountLimiter } from '../rate-limits/account-limiter';
import { accountKey, memberKey } from '../rate-limits/keys';
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

/** Where a guesser or a mail bomber would knock: limited per IP and path (targets.md T4). */
export const RATE_LIMITED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/change-password',
] as const;
/** Those whose body names an account (`email`): also limited per address, whatever the IP. */
export const ACCOUNT_LIMITED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
] as const;
/** Those for a signed-in member: also limited per member. (reset-password carries only a token.) */
export const MEMBER_LIMITED_AUTH_PATHS = ['/change-password'] as const;

export interface AuthRateLimits {
  perIpPerHour: number;
  perAccountPerHour: number;
}

function emailInBody(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? accountKey(email) : undefined;
}

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; publicOrigin: string; limits: AuthRateLimits },
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
  const perAccount = (who: AccountLimit['who']) =>
    accountLimiter(app, { max: options.limits.perAccountPerHour, timeWindow: '1 hour', who });
  const accountChecks: Record<string, preHandlerAsyncHookHandler | undefined> = {
    ...Object.fromEntries(ACCOUNT_LIMITED_AUTH_PATHS.map((path) => [path, perAccount(emailInBody)])),
    ...Object.fromEntries(
      MEMBER_LIMITED_AUTH_PATHS.map((path) => [path, perAccount((request) => request.member && memberKey(request.member.id))]),
    ),
  };
  // Exact paths win over the wildcard in Fastify's router, so these carry their own limits:
  // per IP before the body is read (onRequest), per account once it is (preHandler).
  for (const path of RATE_LIMITED_AUTH_PATHS) {
    const memberOnly = (MEMBER_LIMITED_AUTH_PATHS as readonly string[]).includes(path);
    const accountCheck = accountChecks[path];
    app.post(
      `${AUTH_BASE_PATH}${path}`,
      {
        config: {
          access: memberOnly ? 'member' : 'public',
          rateLimit: { max: options.limits.perIpPerHour, timeWindow: '1 hour' },
        },
        ...(accountCheck ? { preHandler: accountCheck } : {}),
      },
      handler,
    );
  }
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, config: { access: 'public' }, handler });
}
