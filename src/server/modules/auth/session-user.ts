// The signed-in user behind a request, if any, while the session is within its lifetimes
// (plugins/session-lifetimes.ts): what the access check and GET /api/me read.
//
// Every member request pays for this, so the common case is one indexed query and no write
// (docs/decisions/0022-session-cache.md): the signed cookie is checked here, and the session row
// and its user are read together by the token's hash. Whatever is not the plain case (no such
// row, an expired session, one due its daily extension) goes to better-auth's own getSession,
// which clears the cookie, deletes the row or extends the session exactly as before. A cookie
// signed with a former secret arrives here signed with the current one (former-secrets.ts).
// The access check and GET /api/me pass a cache: a member's session read in the last seconds is
// answered from memory, and every change of the member (a sign-out, "sign out everywhere", a
// password change, an account deletion, a suspension) drops it first, on every server
// (docs/decisions/0026-member-path-caches.md). The live sockets' check reads the database every
// time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { keepSessionWithinLifetime, sessionEndsAt, sessionHasLapsed } from '../../plugins/session-lifetimes';
import type { MemberCache } from '../../platform/member-cache/member-cache';
import type { Auth } from './auth';
import { hashSessionToken } from './hashed-session-tokens';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'] & {
  /** This session, not only the account, passed the second factor (auth.ts, databaseHooks). */
  secondFactorVerified: boolean;
  /** The session read: a live socket remembers it, and closes when it ends (docs/decisions/0023-messages.md). */
  session: { id: string; endsAt: Date };
};

/** What reading a cookie needs from better-auth's settings: its cookie names, secret and session ages. */
interface CookieSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const cookieSettings = new WeakMap<Auth, Promise<CookieSettings>>();

export function cookieSettingsOf(auth: Auth): Promise<CookieSettings> {
  let settings = cookieSettings.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      sessionCookie: context.authCookies.sessionToken.name,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    cookieSettings.set(auth, settings);
  }
  return settings;
}

/** The session cookie's name (`__Secure-` first in production), for the OpenAPI description's security scheme. */
export const sessionCookieName = async (auth: Auth): Promise<string> => (await cookieSettingsOf(auth)).sessionCookie;

/** The values of the named cookies in a Cookie header; the first of a name wins, as in better-call. */
export function cookieValues(header: string | undefined, names: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  if (!header) return found;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const name = part.slice(0, equals).trim();
    if (!names.includes(name) || found.has(name)) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      found.set(name, decodeURIComponent(value));
    } catch {
      found.set(name, value);
    }
  }
  return found;
}

/**
 * The value of a cookie better-auth signed (`value.base64(HMAC-SHA256(value))`), or null when it
 * is missing or its signature is wrong: the same check as better-call's getSignedCookie, with
 * Node's synchronous HMAC instead of a WebCrypto key imported on every request.
 */
export function unsignedCookieValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest('base64');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? value : null;
}

/** The session and its user in one query, by the token's hash (a unique index). Prepared once per database. */
function sessionQueryFor(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      sessionCreatedAt: sessions.createdAt,
      sessionUpdatedAt: sessions.updatedAt,
      secondFactorVerified: sessions.secondFactorVerified,
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      role: users.role,
      displayName: users.displayName,
      dateOfBirth: users.dateOfBirth,
      language: users.language,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('tokenHash')))
    .prepare('read_session_user');
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof sessionQueryFor>>();

function sessionQueryOf(db: Database) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQueryFor(db);
    sessionQueries.set(db, query);
  }
  return query;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQueryFor>['execute']>>[number];

/** A row the fast path may answer from: not expired, and not due the daily extension (unless the member asked not to be remembered, which better-auth never extends). */
function answerableRow(row: SessionRow | undefined, settings: CookieSettings, dontRemember: boolean, now: number): row is SessionRow {
  if (!row) return false;
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now) return false;
  const dueRefresh = expiresAt - settings.expiresInMs + settings.updateAgeMs <= now;
  return dontRemember || !dueRefresh;
}

/** The times plugins/session-lifetimes.ts judges a session by. */
const sessionTimesOf = (row: SessionRow) => ({ id: row.sessionId, createdAt: row.sessionCreatedAt, updatedAt: row.sessionUpdatedAt });

/** What the access check may answer from memory (docs/decisions/0026-member-path-caches.md). */
export interface CachedSession {
  row: SessionRow;
  dontRemember: boolean;
  user: SessionUser;
}

/** A session from memory, while it would still be answered by the fast path below. */
function cachedUser(cached: CachedSession | undefined, settings: CookieSettings, now: number): SessionUser | null {
  if (!cached || !answerableRow(cached.row, settings, cached.dontRemember, now)) return null;
  return sessionHasLapsed(sessionTimesOf(cached.row), cached.row.role, now) ? null : cached.user;
}

/**
 * Given the reply, better-auth's path also forwards the cookie it sets when it extends a session
 * (once `updateAge` has passed) or clears a dead one: without it the browser keeps the old expiry
 * and an active member is signed out when the first week ends.
 *
 * Given a cache, a member's session read in the last seconds is answered from memory, keyed by
 * the two signed cookies exactly as sent (so their signatures were checked when it was stored).
 * Admins' sessions are never cached: each of their requests notes their use and their idle
 * half hour (plugins/session-lifetimes.ts).
 */
export async function readSessionUser(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
  reply?: FastifyReply,
  cache?: MemberCache<CachedSession>,
): Promise<SessionUser | null> {
  const settings = await cookieSettingsOf(auth);
  const cookies = cookieValues(request.headers.cookie, [settings.sessionCookie, settings.dontRememberCookie]);
  const signedToken = cookies.get(settings.sessionCookie);
  const cacheKey = cache?.enabled && signedToken ? `${signedToken}|${cookies.get(settings.dontRememberCookie) ?? ''}` : null;
  if (cacheKey) {
    const user = cachedUser(cache!.get(cacheKey), settings, Date.now());
    if (user) return user;
  }
  const ticket = cache?.ticket() ?? 0;
  // No cookie, or one not signed with our secret: a visitor, as better-auth would answer.
  const token = unsignedCookieValue(signedToken, settings.secret);
  if (!token) return null;
  const [row] = await sessionQueryOf(db).execute({ tokenHash: hashSessionToken(token) });
  const now = Date.now();
  const dontRemember = unsignedCookieValue(cookies.get(settings.dontRememberCookie), settings.secret) !== null;
  if (!answerableRow(row, settings, dontRemember, now)) return readThroughBetterAuth(auth, db, request, reply);
  // A session past its role's lifetime is ended here.
  if (!(await keepSessionWithinLifetime(db, sessionTimesOf(row), row.role, now))) return null;
  const user: SessionUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    image: row.image,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    role: row.role,
    displayName: row.displayName,
    dateOfBirth: row.dateOfBirth,
    language: row.language,
    twoFactorEnabled: row.twoFactorEnabled,
    secondFactorVerified: row.secondFactorVerified,
    session: { id: row.sessionId, endsAt: sessionEndsAt({ ...sessionTimesOf(row), expiresAt: row.expiresAt }, row.role) },
  };
  if (cacheKey && row.role !== 'admin') cache!.set(cacheKey, [row.id], { row, dontRemember, user }, ticket);
  return user;
}

async function readThroughBetterAuth(auth: Auth, db: Database, request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null> {
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers?.getSetCookie() ?? [];
  if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response) return null;
  if (!(await keepSessionWithinLifetime(db, response.session, response.user.role))) return null;
  return {
    ...response.user,
    secondFactorVerified: response.session.secondFactorVerified === true,
    session: { id: response.session.id, endsAt: sessionEndsAt(response.session, response.user.role) },
  };
}
