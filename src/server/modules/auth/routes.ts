// Mounts better-auth under /api/auth/*: each Fastify request becomes a Web Request for
// auth.handler, and its Web Response is copied back (every Set-Cookie kept separate).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountGuards, type AuthRateLimits } from './account-guards';
import type { BackgroundTasks } from './background-tasks';
import { runQuietRequest, SAME_WORK_PATHS } from './same-work-for-any-address';
import { sendSignInLink } from './sign-in-link';
import { AUTH_BASE_PATH } from '../../../shared/routes/route';
import type { Auth } from './auth';
import { SECOND_FACTOR_PATHS } from './session-hooks';
import { AUTH_PATHS } from '../../../shared/routes/auth';

/**
 * The Web Request better-auth sees. Its URL is built from the route Fastify matched, never from
 * the path as the client spelled it: better-auth's own router resolves `.`, `..`, `%2e` and `\`
 * segments, so a raw path could reach an endpoint other than the one whose limits and access
 * checks just ran (docs/decisions/0010-rate-limits.md).
 */
function toWebRequest(request: FastifyRequest, origin: string, body: unknown): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const params = request.params as Record<string, string>;
  const path = request.routeOptions.url!.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const hasBody = body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(`${path}${query}`, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/**
 * What the browser is allowed to ask better-auth besides the limited paths below: one exact
 * route each, and no wildcard. Any other path under /api/auth (another spelling of a limited
 * one, or an endpoint we do not use, such as update-user or list-sessions) is a plain 404.
 */
const OTHER_AUTH_ROUTES = [
  // The confirmation link opens a session: limited per IP like a sign-in.
  { method: 'GET', path: AUTH_PATHS.verifyEmail, access: 'public', limited: true },
  { method: 'GET', path: AUTH_PATHS.resetPasswordLink, access: 'public' },
  { method: 'GET', path: AUTH_PATHS.magicLinkVerify, access: 'public' },
  { method: 'POST', path: AUTH_PATHS.signOut, access: 'public' },
  { method: 'POST', path: AUTH_PATHS.revokeSessions, access: 'member' },
] as const;

/**
 * Changing the password ends every other session, and a second factor is asked at every sign-in
 * (no "trusted device" that would skip it, docs/decisions/0019-admin-two-factor.md), whatever the
 * browser asked for.
 */
function bodyForAuth(path: string, body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  if (path === AUTH_PATHS.changePassword) return { ...body, revokeOtherSessions: true };
  if (SECOND_FACTOR_PATHS.has(path)) return { ...body, trustDevice: false };
  return body;
}

/**
 * better-auth's JSON, made safe for the browser: the session token lives in the http-only cookie
 * only (better-auth also puts it in the answers of sign-in and change-password, where a script on
 * the page could read it), and every refusal carries a code, as ours do (some of better-auth's
 * input checks answer with a message alone).
 */
async function bodyForBrowser(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('application/json')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return text;
  const { token: _token, ...rest } = parsed as Record<string, unknown>;
  if (response.status >= 400 && typeof rest.code !== 'string') {
    rest.code = response.status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  }
  return JSON.stringify(rest);
}

/** Where a guesser or a mail bomber would knock: limited per IP and path (docs/targets.md T4). */
export const RATE_LIMITED_AUTH_PATHS = [
  AUTH_PATHS.signIn,
  AUTH_PATHS.signUp,
  AUTH_PATHS.requestPasswordReset,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.sendVerificationEmail,
  AUTH_PATHS.changePassword,
  // The second factor (docs/decisions/0019-admin-two-factor.md): the codes of a sign-in in
  // progress, and enrolment and new recovery codes (both ask for the password).
  AUTH_PATHS.verifyTotp,
  AUTH_PATHS.verifyBackupCode,
  AUTH_PATHS.enableTwoFactor,
  AUTH_PATHS.generateBackupCodes,
] as const;

/** Paths that need a session; every other limited path is public (a sign-in in progress has none). */
const MEMBER_AUTH_PATHS: readonly string[] = [AUTH_PATHS.changePassword, AUTH_PATHS.enableTwoFactor, AUTH_PATHS.generateBackupCodes];

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; publicOrigin: string; limits: AuthRateLimits; backgroundTasks: BackgroundTasks },
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.routeOptions.url!.slice(AUTH_BASE_PATH.length);
    const webRequest = toWebRequest(request, options.publicOrigin, bodyForAuth(path, request.body));
    // Sign-up and reset learn on the way which kind of address they had (same-work-for-any-address.ts).
    const handle = () => options.auth.handler(webRequest);
    const response = await (SAME_WORK_PATHS.has(path) ? runQuietRequest(handle) : handle());
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(await bodyForBrowser(response));
  };
  // The link goes out after the answer, like every account e-mail: a known address must not
  // answer slower than an unknown one (docs/targets.md T5).
  const accountChecks = accountGuards(app, {
    limits: options.limits,
    sendSignInLink: (email) => options.backgroundTasks.run(sendSignInLink(options.auth, email)),
  });
  // Each limited path is its own route: per IP before the body is read (onRequest), per
  // account once it is (preHandler).
  for (const path of RATE_LIMITED_AUTH_PATHS) {
    const memberOnly = MEMBER_AUTH_PATHS.includes(path);
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
  for (const route of OTHER_AUTH_ROUTES) {
    const rateLimit = 'limited' in route ? { rateLimit: { max: options.limits.perIpPerHour, timeWindow: '1 hour' } } : {};
    app.route({ method: route.method, url: `${AUTH_BASE_PATH}${route.path}`, config: { access: route.access, ...rateLimit }, handler });
  }
}
