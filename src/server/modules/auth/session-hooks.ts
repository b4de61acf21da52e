// better-auth's database hooks on sessions and users (auth.ts): who may open a session, whether it
// was opened with the second factor, and what else must learn that a session ended or a user
// changed (the member cache, the live sockets on every server).
import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { AUTH_PATHS } from '../../../shared/routes/auth';
import { recordAudit } from '../audit-log';
import { activeRestrictionOf } from '../moderation';

/** The better-auth paths that check a TOTP or recovery code and then open a session. */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set([AUTH_PATHS.verifyTotp, AUTH_PATHS.verifyBackupCode]);

const TWO_FACTOR_PATH_PREFIX = '/two-factor/';

export interface SessionHookDependencies {
  db: Database;
  log: FastifyBaseLogger;
  /** Told of every session better-auth ends and every user it updates, so no cache keeps them. */
  memberChanges: Pick<MemberChanges, 'changed'>;
  /** Closes the live sockets opened with a session that ended, on every server (resolves once the bus has the signal). */
  endSession: (memberId: string, sessionId: string) => Promise<void>;
}

export function sessionHooks({ db, log, memberChanges, endSession }: SessionHookDependencies): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      create: {
        // A session says whether it was opened with the second factor: only the two-factor
        // paths (a sign-in's second step, or the first code of an enrolment) open one that
        // was. Admin routes ask it of the session, not of the account, so no other way in (a
        // sign-in link, a session from before the enrolment) opens them
        // (docs/decisions/0019-admin-two-factor.md).
        before: async (session, context) => {
          // A suspended or banned member opens no session, whichever way they sign in
          // (docs/decisions/0024-moderation.md).
          const restriction = await activeRestrictionOf(db, session.userId, new Date());
          if (restriction) {
            throw new APIError('FORBIDDEN', {
              code: 'ACCOUNT_RESTRICTED',
              message: 'This account is suspended or banned.',
              // Under `details`, like every error of ours (shared/errors.ts): the sign-in page
              // says until when, and why.
              details: { kind: restriction.kind, until: restriction.until?.toISOString() ?? null, reason: restriction.reason },
            });
          }
          return { data: { ...session, secondFactorVerified: SECOND_FACTOR_PATHS.has(context?.path ?? '') } };
        },
        // An admin's sign-in with the second factor is a security event: it goes in the audit
        // log (docs/decisions/0033-admin-console.md).
        after: async (session, context) => {
          if (!SECOND_FACTOR_PATHS.has(context?.path ?? '')) return;
          const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, session.userId));
          if (user?.role === 'admin') await recordAudit(db, { adminId: session.userId, action: 'admin_sign_in', memberId: session.userId });
        },
      },
      // A sign-out, "sign out everywhere", a password change or reset, an expiry: the access
      // check's cache must not answer for the session a moment longer
      // (docs/decisions/0026-member-path-caches.md), and the sockets opened with it close, on
      // every server, before the answer leaves (docs/decisions/0023-messages.md, "Sessions").
      // A bus that cannot be reached does not fail the sign-out: the sockets' minute check
      // closes them then.
      delete: {
        after: async (session) => {
          memberChanges.changed([session.userId]);
          await endSession(session.userId, session.id).catch((error: unknown) =>
            log.warn({ err: error }, 'the end of a session was not told to the other servers'),
          );
        },
      },
    },
    user: {
      update: {
        after: async (user, context) => {
          memberChanges.changed([user.id]);
          // better-auth changes twoFactorEnabled on its two-factor paths only: the first code of
          // an enrolment turns it on, a disable turns it off. Either is logged.
          if (context?.path.startsWith(TWO_FACTOR_PATH_PREFIX) && typeof user.twoFactorEnabled === 'boolean') {
            const action = user.twoFactorEnabled ? 'two_factor_enabled' : 'two_factor_disabled';
            await recordAudit(db, { adminId: user.id, action, memberId: user.id });
          }
        },
      },
    },
  };
}
