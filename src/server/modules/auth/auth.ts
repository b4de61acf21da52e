// better-auth configured for Sahel Hearts: e-mail and password only, verified e-mail before the
// first sign-in, argon2id passwords, sessions in Postgres behind http-only cookies. Its hooks are
// in session-hooks.ts (sessions and users) and sign-up-hooks.ts (requests), its logging in
// auth-logging.ts.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { MailSender } from '../../adapters/mail';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import type { BackgroundTasks } from './background-tasks';
import { authSecretOptions } from './former-secrets';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { BETTER_AUTH_SESSION_SETTINGS } from '../../plugins/session-lifetimes';
import { authLogging } from './auth-logging';
import { buildAccountMail } from './mail/account-mail';
import { passwordHasherFor } from './passwords';
import { noteMemberAddress } from './same-work-for-any-address';
import { type SessionHookDependencies, sessionHooks } from './session-hooks';
import { signUpHooks } from './sign-up-hooks';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import { AUTH_BASE_PATH } from '../../../shared/routes/route';

const ONE_HOUR_SECONDS = 60 * 60;
const SIGN_IN_LINK_MINUTES = 15;

export interface AuthDependencies extends SessionHookDependencies {
  config: AppConfig;
  db: Database;
  mail: MailSender;
  backgroundTasks: BackgroundTasks;
}

export function createAuth({ config, db, mail, log, backgroundTasks, memberChanges, endSession }: AuthDependencies) {
  return betterAuth({
    appName: 'Sahel Hearts',
    baseURL: config.PUBLIC_ORIGIN,
    basePath: AUTH_BASE_PATH,
    // The current secret signs and encrypts; former ones still open what they did (former-secrets.ts).
    ...authSecretOptions(config.BETTER_AUTH_SECRET, config.BETTER_AUTH_PREVIOUS_SECRETS),
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
    databaseHooks: sessionHooks({ db, log, memberChanges, endSession }),
    // Reset tokens are stored as their hash too (docs/decisions/0009-accounts.md).
    verification: { storeIdentifier: 'hashed' },
    telemetry: { enabled: false },
    ...authLogging(log),
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
      // The session is created like a sign-in's (the restriction check, hashed tokens, the same
      // cookie); a link used again opens nothing, and a link for another account than the
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
    hooks: signUpHooks(db, ONE_HOUR_SECONDS),
  });
}

/** better-auth types its callbacks' user without our additional fields; they are there at run time. */
function toRecipient(user: { email: string; name: string }) {
  const extra = user as { displayName?: string; language?: string | null };
  return { email: user.email, displayName: extra.displayName ?? user.name, language: extra.language };
}

export type Auth = ReturnType<typeof createAuth>;
