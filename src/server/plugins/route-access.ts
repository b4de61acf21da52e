// Every route must say who may call it, and the server enforces it on every call. The levels
// form one ladder, each including the ones before it: 'public' (anyone), 'member' (a session: a
// verified e-mail, since unverified accounts cannot sign in), 'subscriber' (a member whose
// membership grants access now), 'verified' (a subscriber who answered the questionnaire and
// whose identity is approved: the spec's gate of / and /profiles), 'premium' (a verified
// subscriber with the Premium add-on) and 'admin' (the admin role; admins pass every stage gate,
// to see and moderate what members see).
// The plugin knows no module: app.ts hands it how to read the caller and their membership.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_LEVELS, type AccessLevel, API_PREFIX, AUTH_BASE_PATH, type RouteContract } from '../../shared/routes/route';
import { AppError } from '../errors';

// The ladder is the contracts' (shared/routes/route.ts): a contract names its level.
export { ACCESS_LEVELS, type AccessLevel };

/** `details.reason` of a 403 from the access check: the browser shows the step that is missing. */
export const ACCESS_REFUSAL_REASONS = [
  'SUBSCRIPTION_REQUIRED',
  'ONBOARDING_REQUIRED',
  'PREMIUM_REQUIRED',
  'ADMIN_REQUIRED',
  'TWO_FACTOR_REQUIRED',
] as const;
export type AccessRefusalReason = (typeof ACCESS_REFUSAL_REASONS)[number];

/** Whether `level` is at least `required` on the ladder. */
export const reaches = (level: AccessLevel, required: AccessLevel): boolean =>
  ACCESS_LEVELS.indexOf(level) >= ACCESS_LEVELS.indexOf(required);

/** The signed-in caller, as routes see it in `request.member`. */
export interface Member {
  id: string;
  email: string;
  role?: string | null;
  /** The language the member's texts (SMS codes) are written in. */
  language?: string | null;
  /** Whether sign-in asks this account for a TOTP code (better-auth's two-factor plugin). */
  twoFactorEnabled?: boolean | null;
  /** Whether this session was opened with that second factor (a sign-in link's is not). */
  secondFactorVerified?: boolean;
  /** The session the request came with, and when it ends unless used (a live socket closes then). */
  session?: { id: string; endsAt: Date };
}

/**
 * An admin is an account with the admin role AND a second factor, in a session opened with it:
 * otherwise the role opens nothing, not even the stage gates
 * (docs/decisions/0019-admin-two-factor.md).
 */
export const isAdmin = (member: Member): boolean =>
  member.role === 'admin' && member.twoFactorEnabled === true && member.secondFactorVerified === true;

/** What a member has passed beyond the session: membership, Premium, and the onboarding steps. */
export interface StageFlags {
  hasSubscription: boolean;
  isPremium: boolean;
  /** Questionnaire answered and identity approved. */
  isOnboarded: boolean;
}

/** Where the access check reads the caller and, on stage routes, the stages they passed. */
export interface AccessSources {
  readCaller(request: FastifyRequest): Promise<Member | null>;
  readStages(userId: string): Promise<StageFlags>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    /** The signed-in member on every route but 'public' ones (set by the access check). */
    member?: Member;
    /** The stages the member passed, read on stage routes (not for admins). */
    stages?: StageFlags;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel;
}

/**
 * Every API route but better-auth's is built from its contract (plugins/route-contracts.ts,
 * docs/decisions/0028-route-contracts.md), and says what the contract says.
 */
function refuseRouteOutsideContract(url: string, methods: string[], config: { access?: string; contract?: RouteContract } | undefined) {
  if (!url.startsWith(API_PREFIX) || url.startsWith(`${AUTH_BASE_PATH}/`)) return;
  const contract = config?.contract;
  if (!contract) throw new Error(`Route ${methods.join(',')} ${url} is not built from a route contract (registerRoute)`);
  const sameMethod = methods.every((method) => method === contract.method || (method === 'HEAD' && contract.method === 'GET'));
  if (contract.path !== url || !sameMethod || contract.access !== config.access) {
    throw new Error(`Route ${methods.join(',')} ${url} differs from its contract ${contract.method} ${contract.path}`);
  }
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
    refuseRouteOutsideContract(route.url, methods, route.config);
    for (const method of methods) registry.push({ method, url: route.url, access });
  });
}

const refuse = (reason: AccessRefusalReason, message: string) => new AppError('FORBIDDEN', message, { reason });

/**
 * Refuses a call its route's access level does not allow, before its body is even read: 401
 * without a session, 403 with `details.reason` for a missing stage or role. Checked in the
 * ladder's order and cheaply: one session read for every guarded route, and one stage read only
 * on 'subscriber', 'verified' and 'premium' routes (never for admins, who pass them).
 */
export function enforceAccess(app: FastifyInstance, sources: AccessSources): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs (404s) have no declaration, and public routes need no session.
    if (access === undefined || access === 'public') return;
    const { user, stages } = await checkAccess(sources, await sources.readCaller(request), access);
    if (stages) request.stages = stages;
    request.member = user;
  });
}

/**
 * The access check itself, for a caller already read: the errors above, in the ladder's order;
 * the stages it read (none for 'member' and 'admin' routes, nor for admins). The live socket asks
 * it again for every message sent on it (docs/decisions/0023-messages.md, "Sending on the socket").
 */
export async function checkAccess(
  sources: Pick<AccessSources, 'readStages'>,
  user: Member | null,
  access: Exclude<AccessLevel, 'public'>,
): Promise<{ user: Member; stages?: StageFlags }> {
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  const admin = isAdmin(user);
  if (access === 'admin' && user.role === 'admin' && !admin) {
    throw refuse('TWO_FACTOR_REQUIRED', 'Admin routes open only in a session signed in with the second factor.');
  }
  if (access === 'admin' && !admin) throw refuse('ADMIN_REQUIRED', 'This needs the admin role.');
  if (access === 'member' || access === 'admin' || admin) return { user };
  const flags = await sources.readStages(user.id);
  if (!flags.hasSubscription) throw refuse('SUBSCRIPTION_REQUIRED', 'This needs an active membership.');
  if (reaches(access, 'verified') && !flags.isOnboarded) {
    throw refuse('ONBOARDING_REQUIRED', 'This needs the questionnaire answered and the identity verified.');
  }
  if (access === 'premium' && !flags.isPremium) throw refuse('PREMIUM_REQUIRED', 'This needs Premium.');
  return { user, stages: flags };
}

/**
 * The caller of a route declared 'member' or above, which the access check has already set; a
 * route that forgot its declaration fails closed with 401 rather than reading `undefined`.
 */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.member;
}
