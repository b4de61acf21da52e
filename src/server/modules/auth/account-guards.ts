// How the auth paths that name an account are counted, so that brute force stops without handing
// strangers the power to lock a member out (docs/decisions/0017-no-lockout.md):
//  - per account AND address: one source gets a few tries an hour at one account; the owner, from
//    anywhere else, keeps their own;
//  - per account from every address, a far higher ceiling for attacks spread over many addresses.
//    Past it, sign-in is refused but the owner is e-mailed a one-time sign-in link (at most one a
//    quarter hour); a reset or confirmation request is answered as usual but mails nothing more,
//    since the links already sent still work;
//  - change-password, for signed-in members, per member.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import { accountCounter, accountLimiter } from '../rate-limits';
import { accountKey, ipKey, memberKey } from '../rate-limits';
import { AUTH_PATHS } from '../../../shared/routes/auth';

export interface AuthRateLimits {
  perIpPerHour: number;
  /** Tries per account from one address. */
  perAccountPerHour: number;
  /** Tries per account from all addresses together. */
  accountCeilingPerHour: number;
}

/** No address is longer (RFC 5321); a longer "address" would only make an oversized key. */
const EMAIL_MAX_LENGTH = 254;
const SIGN_IN_LINK_EVERY = '15 minutes';

/** The e-mail a request names, normalised for keys; refuses one no address could be. */
export function emailInBody(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  if (email.length > EMAIL_MAX_LENGTH) throw new AppError('VALIDATION_FAILED', 'The e-mail address is not valid.');
  return accountKey(email);
}

/** What better-auth answers these requests when all is well: the same words, whoever asks. */
const QUIET_ANSWERS: Record<string, object> = {
  [AUTH_PATHS.requestPasswordReset]: { status: true, message: 'If this email exists in our system, check your email for the reset link' },
  [AUTH_PATHS.sendVerificationEmail]: { status: true },
};

export function accountGuards(
  app: FastifyInstance,
  options: { limits: AuthRateLimits; sendSignInLink: (email: string) => void },
): Record<string, preHandlerAsyncHookHandler> {
  const fromOneAddress = accountLimiter(app, {
    max: options.limits.perAccountPerHour,
    timeWindow: '1 hour',
    who: (request) => {
      const account = emailInBody(request);
      return account && `${account}|${ipKey(request)}`;
    },
  });
  const ceiling = accountCounter(app, {
    max: options.limits.accountCeilingPerHour,
    timeWindow: '1 hour',
    who: emailInBody,
    scope: 'all-addresses',
  });
  const linkDue = accountCounter(app, { max: 1, timeWindow: SIGN_IN_LINK_EVERY, who: emailInBody, scope: 'sign-in-link' });
  const perMember = accountLimiter(app, {
    max: options.limits.perAccountPerHour,
    timeWindow: '1 hour',
    who: (request) => request.member && memberKey(request.member.id),
  });

  const guarded =
    (pastCeiling: (request: FastifyRequest, reply: FastifyReply, ttlMs: number) => Promise<unknown>): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      await fromOneAddress.call(app, request, reply);
      const count = await ceiling(request);
      if (count?.exceeded) return pastCeiling(request, reply, count.ttlMs);
    };

  return {
    [AUTH_PATHS.signIn]: guarded(async (request, _reply, ttlMs) => {
      if (!(await linkDue(request))?.exceeded) options.sendSignInLink((request.body as { email: string }).email.trim());
      throw new AppError('RATE_LIMITED', 'Too many sign-in attempts on this account. A sign-in link is on its way to its e-mail address.', {
        retryAfterSeconds: Math.ceil(ttlMs / 1000),
        reason: 'SIGN_IN_LINK_SENT',
      });
    }),
    [AUTH_PATHS.signUp]: guarded(async (_request, reply, ttlMs) => {
      reply.header('retry-after', Math.ceil(ttlMs / 1000));
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait and try again.', { retryAfterSeconds: Math.ceil(ttlMs / 1000) });
    }),
    [AUTH_PATHS.requestPasswordReset]: guarded(async (_request, reply) =>
      reply.code(200).send(QUIET_ANSWERS[AUTH_PATHS.requestPasswordReset]),
    ),
    [AUTH_PATHS.sendVerificationEmail]: guarded(async (_request, reply) =>
      reply.code(200).send(QUIET_ANSWERS[AUTH_PATHS.sendVerificationEmail]),
    ),
    [AUTH_PATHS.changePassword]: perMember,
  };
}
