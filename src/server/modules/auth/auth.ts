// better-auth configured for Sahel Hearts: e-mail and password only, verified e-mail before the
// first sign-in, argon2id passwords, sessions in Postgres behind http-only cookies.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { activeRestrictionOf } from '../moderation';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import type { BackgroundTasks } from './background-tasks';
import { isLinkForAnotherMember, OTHER_ACCOUNT_URL } from './confirmation-link';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { BETTER_AUTH_SESSION_SETTINGS } from '../../plugins/session-lifetimes';
import { buildAccountMail } from './mail/account-mail';
import { passwordHasherFor } from './passwords';
import { isMemberAddress, noteMemberAddress, rehearseNewMemberRows, writeDecoyResetToken } from './same-work-for-any-address';
import { dateOfBirthProblem, MINIMUM_AGE_YEARS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import { signUpFields } from '../../../shared/contracts/account';
import { AUTH_BASE_PATH } from '../../../shared/routes/route';
import { AUTH_PATHS } from '../../../shared/routes/auth';

const ONE_HOUR_SECONDS = 60 * 60;
const SIGN_IN_LINK_MINUTES = 15;
/** The better-auth paths that check a TOTP or recovery code and then open a session. */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set([AUTH_PATHS.verifyTotp, AUTH_PATHS.verifyBackupCode]);
/** Where an e-mail confirmation link lands: the onboarding gate, with a welcome notice. */
export const VERIFIED_CALLBACK_URL = '/?verified=1';

export interface AuthDependencies {
  config: AppConfig;
  db: Database;
  mail: MailSender;
  log: FastifyBaseLogger;
  backgroundTasks: BackgroundTasks;
  /** Told of every session better-auth ends and every user it updates, so no cache keeps them. */
  memberChanges: Pick<MemberChanges, 'changed'>;
  /** Closes the live sockets opened with a session that ended, on every server (resolves once the bus has the signal). */
  endSession: (memberId: string, sessionId: string) => Promise<void>;
}

export function createAuth({ config, db, mail, log, backgroundTasks, memberChanges, endSession }: AuthDependencies) {
  return betterAuth({
    appName: 'Sahel Hearts',
    baseURL: config.PUBLIC_ORIGIN,
    basePath: AUTH_BASE_PATH,
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: config.TRUSTED_ORIGINS,
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
      }),
    ),
    // A member's idle week; the month and the admins' shorter lives are checked on each request
    // (plugins/session-lifetimes.ts).
    session: {
      ...BETTER_AUTH_SESSION_SETTINGS,
      additionalFields: { secondFactorVerified: { type: 'boolean', defaultValue: false, input: false } },
    },
    databaseHooks: {
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
      user: { update: { after: async (user) => memberChanges.changed([user.id]) } },
    },
    // Reset tokens are stored as their hash too (docs/decisions/0009-accounts.md).
    verification: { storeIdentifier: 'hashed' },
    telemetry: { enabled: false },
    // Its messages go to our pino logger (redacted, silent in tests), never to the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level === 'debug' ? 'debug' : level]({ args }, `better-auth: ${message}`),
    },
    // Refusals (wrong password, under 18) are answers, not faults: logged at debug. Unset, this
    // hook's default writes every refusal to the console.
    onAPIError: {
      onError: (error) => {
        const refusal = isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR';
        if (refusal) log.debug({ status: error.status }, `better-auth refused: ${error.message}`);
        else log.error({ err: error }, 'better-auth failed');
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', defaultValue: 'member', input: false },
        displayName: { type: 'string', required: true },
        dateOfBirth: { type: 'string', required: true },
        language: { type: 'string', defaultValue: 'en', required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // With verification required, a known e-mail gets the same answer as a new one.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHasherFor(config.NODE_ENV),
      resetPasswordTokenExpiresIn: ONE_HOUR_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        noteMemberAddress();
        await mail.send(buildAccountMail('resetPassword', toRecipient(user), url));
      },
      // A sign-up for a member's address: better-auth answers it like a new one; the member is
      // told, where a new address gets its confirmation link, so both queue one e-mail, and the
      // sign-up's answer waits for the same rows either way (same-work-for-any-address.ts, T5).
      onExistingUserSignUp: async ({ user }) => {
        noteMemberAddress();
        await mail.send(buildAccountMail('accountExists', toRecipient(user), `${config.PUBLIC_ORIGIN}/sign-in`));
      },
    },
    // Only ever sent by the server, to an account under attack (sign-in-link.ts); never a way to
    // create an account.
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        allowedAttempts: 1,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          const [user] = await db.select().from(users).where(eq(users.email, email));
          if (user) await mail.send(buildAccountMail('signInLink', { email, displayName: user.displayName, language: user.language }, url));
        },
      }),
      // A second factor, required of admins before any admin route opens (route-access.ts):
      // TOTP from an authenticator app, and ten single-use recovery codes, both stored
      // encrypted. Ten wrong codes in a row lock the second step for 15 minutes; only someone
      // who already has the password gets that far (docs/decisions/0019-admin-two-factor.md).
      twoFactor({ issuer: 'Sahel Hearts' }),
    ],
    emailVerification: {
      sendOnSignUp: true,
      // The link signs the member in and the gate goes on to the paywall: no password typed again.
      // The session is created like a sign-in's (the restriction check above, hashed tokens, the
      // same cookie); a link used again opens nothing, and a link for another account than the
      // browser's is refused (confirmation-link.ts, docs/decisions/0009-accounts.md).
      autoSignInAfterVerification: true,
      expiresIn: 24 * ONE_HOUR_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mail.send(buildAccountMail('verifyEmail', toRecipient(user), url));
      },
    },
    // Off (it is on by default in production only): it counts in memory, per instance, from the
    // raw X-Forwarded-For (forgeable, and absent or multi-hop puts every visitor in one shared
    // bucket: 3 sign-ins per 10 s for everyone). Our limits count in the database per IP and per
    // account (routes.ts, docs/decisions/0010-rate-limits.md).
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin check when it believes it runs under a test runner; ours
      // test the check production runs.
      disableOriginCheck: false,
      // better-auth's defaults are already http-only and SameSite=Lax; said here so they stay.
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Account e-mails go out after the answer, not before it. Sign-up mails only new addresses
      // and reset only known ones, so waiting for the mail server (~100 ms over SMTP) would tell
      // anyone timing the answer who is a member (docs/targets.md T5, `npm run bench:auth --
      // --mail-latency 100`). A failed send is logged; the app waits for them before closing.
      backgroundTasks: { handler: (task) => backgroundTasks.run(task) },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === AUTH_PATHS.verifyEmail) {
          const signedIn = await getSessionFromCtx(ctx);
          if (isLinkForAnotherMember(signedIn?.user.email, ctx.query?.token)) throw ctx.redirect(OTHER_ACCOUNT_URL);
          return;
        }
        // Every confirmation link ends on the gate, which greets the member (or explains a
        // failed link: better-auth then appends ?error=...). Set here, never by the browser.
        if (ctx.path === AUTH_PATHS.signIn || ctx.path === AUTH_PATHS.sendVerificationEmail) {
          return { context: { body: { ...(ctx.body as Record<string, unknown>), callbackURL: VERIFIED_CALLBACK_URL } } };
        }
        if (ctx.path !== AUTH_PATHS.signUp) return;
        const parsed = signUpFields.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION_FAILED',
            message: 'A display name, a date of birth (YYYY-MM-DD) and a known language are required.',
          });
        }
        if (dateOfBirthProblem(parsed.data.dateOfBirth) === 'tooYoung') {
          throw new APIError('BAD_REQUEST', {
            code: 'UNDER_MINIMUM_AGE',
            message: `Members must be ${MINIMUM_AGE_YEARS} or older.`,
          });
        }
        // better-auth requires `name`; ours is the display name, so the browser sends it once.
        return {
          context: {
            body: {
              ...(ctx.body as Record<string, unknown>),
              ...parsed.data,
              name: parsed.data.displayName,
              callbackURL: VERIFIED_CALLBACK_URL,
            },
          },
        };
      }),
      // better-auth answers a known e-mail with a made-up user (another id, other timestamps): the
      // same shape, not the same body. One fixed body says nothing about who is already a member
      // (docs/targets.md T5); the browser only needs to know to look for the e-mail. The kind of
      // address that wrote nothing first writes the rows the other kind writes (undone for a
      // sign-up, a decoy token for a reset): the answers then come after the same work as well
      // (same-work-for-any-address.ts).
      after: createAuthMiddleware(async (ctx) => {
        if (isAPIError(ctx.context.returned)) return;
        if (ctx.path === AUTH_PATHS.requestPasswordReset && isMemberAddress() === false) await writeDecoyResetToken(db, ONE_HOUR_SECONDS);
        if (ctx.path !== AUTH_PATHS.signUp) return;
        if (isMemberAddress()) await rehearseNewMemberRows(db, newMemberFieldsOf(ctx.body));
        return ctx.json({ status: true });
      }),
    },
  });
}

/** The fields a sign-up's body gives the new member, once the before hook has checked them. */
function newMemberFieldsOf(body: unknown) {
  const fields = signUpFields.parse(body);
  return { ...fields, name: fields.displayName };
}

/** better-auth types its callbacks' user without our additional fields; they are there at run time. */
function toRecipient(user: { email: string; name: string }) {
  const extra = user as { displayName?: string; language?: string | null };
  return { email: user.email, displayName: extra.displayName ?? user.name, language: extra.language };
}

export type Auth = ReturnType<typeof createAuth>;
