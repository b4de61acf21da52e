// The signed-in user behind a request, if any, while the session is within its lifetimes
// (plugins/session-lifetimes.ts): what the access check and GET /api/me read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../../db/client';
import { keepSessionWithinLifetime } from '../../plugins/session-lifetimes';
import type { Auth } from './auth';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'] & {
  /** This session, not only the account, passed the second factor (auth.ts, databaseHooks). */
  secondFactorVerified: boolean;
};

/**
 * Given the reply, it also forwards the cookie better-auth sets when it extends a session (once
 * `updateAge` has passed): without it the browser keeps the old expiry and an active member is
 * signed out when the first week ends.
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
  // A session past its role's lifetime is ended here.
  if (!(await keepSessionWithinLifetime(db, response.session, response.user.role))) return null;
  const cookies = headers?.getSetCookie() ?? [];
  if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
  return { ...response.user, secondFactorVerified: response.session.secondFactorVerified === true };
}
