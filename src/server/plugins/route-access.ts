// Every route must say who may call it, and the server enforces it on every call. The levels
// form one ladder, each including the ones before it: 'public' (anyone), 'member' (a session: a
// verified e-mail, since unverified accounts cannot sign in), 'subscriber' (a member whose
// membership grants access now), 'premium' (a subscriber with the Premium add-on) and 'admin'
// (the admin role; admins pass every stage gate, to see and moderate what members see).
// Later stages (questionnaire done, ID verified) join the ladder with their issues.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Auth } from '../modules/auth/auth';
import { readMembershipFlags } from '../modules/payments/membership';
import { keepSessionWithinLifetime } from './session-lifetimes';

export const ACCESS_LEVELS = ['public', 'member', 'subscriber', 'premium', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** `details.reason` of a 403 from the access check: the browser shows the step that is missing. */
export const ACCESS_REFUSAL_REASONS = ['SUBSCRIPTION_REQUIRED', 'PREMIUM_REQUIRED', 'ADMIN_REQUIRED'] as const;
export type AccessRefusalReason = (typeof ACCESS_REFUSAL_REASONS)[number];

/** Whether `level` is at least `required` on the ladder. */
export const reaches = (level: AccessLevel, required: AccessLevel): boolean => ACCESS_LEVELS.indexOf(level) >= ACCESS_LEVELS.indexOf(required);

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    /** The signed-in member on every route but 'public' ones (set by the access check). */
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
 * The signed-in user, if any, while the session is within its lifetimes. Given the reply, it also forwards the cookie better-auth sets when
 * it extends a session (once `updateAge` has passed): without it the browser keeps the old expiry
 * and an active member is signed out when the first week ends.
 */
export async function readSessionUser(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser | null> {
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  if (!response) return null;
  // A session past its role's lifetime is ended here (plugins/session-lifetimes.ts).
  if (!(await keepSessionWithinLifetime(db, response.session, response.user.role))) return null;
  const cookies = headers?.getSetCookie() ?? [];
  if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
  return response.user;
}

const refuse = (reason: AccessRefusalReason, message: string) => new AppError('FORBIDDEN', message, { reason });

/**
 * Refuses a call its route's access level does not allow, before its body is even read: 401
 * without a session, 403 with `details.reason` for a missing stage or role. Checked in the
 * ladder's order and cheaply: one session read for every guarded route, and one subscriptions
 * query only on 'subscriber' and 'premium' routes (never for admins, who pass them).
 */
export function enforceAccess(app: FastifyInstance, auth: Auth, db: Database): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs (404s) have no declaration, and public routes need no session.
    if (access === undefined || access === 'public') return;
    const user = await readSessionUser(auth, db, request);
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    const isAdmin = user.role === 'admin';
    if (access === 'admin' && !isAdmin) throw refuse('ADMIN_REQUIRED', 'This needs the admin role.');
    if ((access === 'subscriber' || access === 'premium') && !isAdmin) {
      const flags = await readMembershipFlags(db, user.id);
      if (!flags.hasSubscription) throw refuse('SUBSCRIPTION_REQUIRED', 'This needs an active membership.');
      if (access === 'premium' && !flags.isPremium) throw refuse('PREMIUM_REQUIRED', 'This needs Premium.');
    }
    request.member = user;
  });
}
