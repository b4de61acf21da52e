// Every route must say who may call it, and the server enforces it on every call: 'public'
// routes are open, 'member' routes need a session, 'admin' routes a session with the admin role.
// (Stage gates such as "subscribed" join the list with their issues.)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../errors';
import type { Auth } from '../modules/auth/auth';

export const ACCESS_LEVELS = ['public', 'member', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    /** The signed-in member on 'member' and 'admin' routes (set by the access check). */
    member?: SessionUser;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel;
}

export function requireAccessDeclarations(app: FastifyInstance, registry: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds HEAD routes for GETs itself; they inherit the GET's declaration.
    if (methods.every((method) => method === 'HEAD')) return;
    if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare who may call it (config.access)`);
    }
    for (const method of methods) registry.push({ method, url: route.url, access });
  });
}

/**
 * The signed-in user, if any. Given the reply, it also forwards the cookie better-auth sets when
 * it extends a session (once `updateAge` has passed): without it the browser keeps the old expiry
 * and an active member is signed out when the first week ends.
 */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser | null> {
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers?.getSetCookie() ?? [];
  if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
  return response?.user ?? null;
}

/** Refuses a call its route's access level does not allow (401 without a session, 403 without the
 * role) before its body is even read. */
export function enforceAccess(app: FastifyInstance, auth: Auth): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs (404s) have no declaration, and public routes need no session.
    if (access === undefined || access === 'public') return;
    const user = await readSessionUser(auth, request);
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    if (access === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN', 'This needs the admin role.');
    request.member = user;
  });
}
