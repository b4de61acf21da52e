// The only reader of process.env. Every setting is validated once at start-up; a bad value is
// named and the server refuses to start (see `.env.example` for what each one means).
import { z } from 'zod';
import { type PaymentSettings, paymentEnvShape, resolvePaymentSettings } from './payments';
import { type PushSettings, pushEnvShape, resolvePushSettings } from './push';
import { resolveVerificationSettings, type VerificationSettings, verificationEnvShape } from './verification';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
  // Carries live events (new messages, read marks) between servers (docs/decisions/0023-messages.md).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Names this deployment's live channels, so that deployments sharing a Redis or PostgreSQL server
  // never hear each other's events (docs/operations.md).
  DEPLOYMENT_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be 1-40 lowercase letters, digits or underscores, starting with a letter')
    .default('sahel_hearts'),
  // Whether a server applies the migrations when it starts (the single-server default); several
  // servers run `npm run db:migrate` once instead, and each waits for it (GET /api/ready).
  MIGRATE_ON_START: booleanFlag.default(true),
  // On SIGTERM a server stops taking requests and finishes those in flight; past this many
  // seconds it exits all the same (docs/operations.md).
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  // The bearer token Prometheus sends to read GET /metrics; without it the route does not exist,
  // in production too (docs/operations.md, "Metrics"). Visible ASCII, as it travels in a header.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 visible ASCII characters (no spaces), e.g. `openssl rand -hex 32`')
    .optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  // Members of the demo community seeded with the demo data (0: none); a bigger number adds members.
  DEMO_COMMUNITY_SIZE: z.coerce.number().int().min(0).max(100_000).optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  TRUST_PROXY: booleanFlag.default(false),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(5),
  PAGE_VIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  // Per IP and path: generous, as carrier-grade NAT puts many members behind one address.
  AUTH_RATE_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100000).optional(),
  /** The former name of AUTH_RATE_LIMIT_PER_IP_PER_HOUR, still read when that one is not set. */
  AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100000).optional(),
  // Per e-mail address and client address (or signed-in member) and path: the brute-force guard
  // that no stranger elsewhere can spend for the owner (docs/decisions/0017-no-lockout.md).
  AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  // Per e-mail address from all client addresses together: the ceiling for spread-out attacks.
  AUTH_RATE_LIMIT_ACCOUNT_CEILING_PER_HOUR: z.coerce.number().int().min(1).max(1000000).default(100),
  // Reports one member may send in 24 hours (docs/decisions/0024-moderation.md): one account
  // cannot pour reports into the admins' queue.
  REPORT_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).max(100000).default(10),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // BETTER_AUTH_SECRET's former values, newest first, comma-separated: what they signed or
  // encrypted still opens, while everything new uses the current one (docs/operations.md,
  // "Secrets and their rotation").
  BETTER_AUTH_PREVIOUS_SECRETS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each must be at least 32 characters')).max(10))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sahel Hearts <no-reply@localhost>'),
  // How often each server looks for members who are away and have news to be e-mailed, and
  // refreshes the presence of the members whose sockets it holds: at most 10 minutes, so that an
  // open socket never looks away (docs/decisions/0025-away-notifications.md).
  AWAY_EMAILS_EVERY_SECONDS: z.coerce.number().int().min(30).max(600).default(300),
  // How long a member's session, stages and deck are answered from memory; every change of the
  // member drops them at once, this bounds what no change announces (a paid period running out).
  // 0 reads the database on every request (docs/decisions/0026-member-path-caches.md).
  MEMBER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  // How long each server keeps the landing page's public counters, and browsers and proxies with
  // it (their max-age); 0 counts on every request (docs/decisions/0003-events-and-counters.md).
  PUBLIC_COUNTERS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // A server whose event loop runs later than this (its mean over half a second, in milliseconds)
  // refuses requests with 503 and a Retry-After until it catches up, rather than accepting messages
  // it would deliver seconds late (docs/decisions/0023-messages.md); 0 never refuses. Unset: 500
  // with a PostgreSQL server, 0 on the embedded database (loadConfig says why).
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  ...paymentEnvShape,
  ...verificationEnvShape,
  ...pushEnvShape,
});

/** Former names still read for old `.env` files; `.env.example` mentions them in comments only. */
export const FORMER_SETTING_NAMES: readonly string[] = ['AUTH_RATE_LIMIT_PER_HOUR'];

/** Every current setting the server reads; `.env.example` documents each one (env-example.test.ts). */
export const ENV_SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape).filter((name) => !FORMER_SETTING_NAMES.includes(name));

/**
 * Signs sessions and tokens outside production only. It is public (it is in this file), so
 * production refuses to start without a real BETTER_AUTH_SECRET.
 */
const DEFAULT_OVERLOAD_EVENT_LOOP_DELAY_MS = 500;

export const DEVELOPMENT_AUTH_SECRET = 'sahel-hearts-development-only-secret-never-in-production';

const DEFAULT_AUTH_RATE_LIMIT_PER_IP_PER_HOUR = 100;
/** Thousands of members, as decisions.md ("Demo data") asks, seeded in well under a minute. */
const DEFAULT_DEMO_COMMUNITY_SIZE = 3000;

export type AppConfig = Omit<
  z.infer<typeof envSchema>,
  | 'SEED_DEMO_DATA'
  | 'DEMO_COMMUNITY_SIZE'
  | 'BETTER_AUTH_SECRET'
  | 'BETTER_AUTH_PREVIOUS_SECRETS'
  | 'AUTH_RATE_LIMIT_PER_IP_PER_HOUR'
  | 'AUTH_RATE_LIMIT_PER_HOUR'
  | 'PUBLIC_ORIGIN'
  | keyof PaymentSettings
  | keyof typeof verificationEnvShape
  | keyof typeof pushEnvShape
> &
  PaymentSettings &
  VerificationSettings &
  PushSettings & {
    /** Demo data is seeded by default everywhere but production, and never in production. */
    SEED_DEMO_DATA: boolean;
    /** 500 by default with a PostgreSQL server; 0 (never refuse) on PGlite and in tests. */
    OVERLOAD_EVENT_LOOP_DELAY_MS: number;
    /** Members of the demo community (with SEED_DEMO_DATA): 3000 by default, 0 in production. */
    DEMO_COMMUNITY_SIZE: number;
    /** Required in production; the fixed development secret elsewhere. */
    BETTER_AUTH_SECRET: string;
    /** BETTER_AUTH_SECRET's former values, newest first; none by default. */
    BETTER_AUTH_PREVIOUS_SECRETS: string[];
    /** Required in production; elsewhere http://localhost on PORT, where the server is. */
    PUBLIC_ORIGIN: string;
    /** AUTH_RATE_LIMIT_PER_IP_PER_HOUR, else AUTH_RATE_LIMIT_PER_HOUR, else 100. */
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: number;
    /** The origins whose cookie-carrying requests are accepted (trustedOriginsFor). */
    TRUSTED_ORIGINS: string[];
  };

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings in a .env file mean "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new InvalidConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const {
    SEED_DEMO_DATA,
    DEMO_COMMUNITY_SIZE,
    BETTER_AUTH_SECRET,
    BETTER_AUTH_PREVIOUS_SECRETS = [],
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR,
    AUTH_RATE_LIMIT_PER_HOUR,
    OVERLOAD_EVENT_LOOP_DELAY_MS,
    ...rest
  } = parsed.data;
  const production = rest.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && SEED_DEMO_DATA === true) problems.push('SEED_DEMO_DATA: demo data is never seeded in production');
  if (production && DEMO_COMMUNITY_SIZE) problems.push('DEMO_COMMUNITY_SIZE: demo data is never seeded in production');
  if (production && !BETTER_AUTH_SECRET) problems.push('BETTER_AUTH_SECRET: required in production');
  if (production && BETTER_AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
    problems.push('BETTER_AUTH_SECRET: the published development secret; set one of your own');
  }
  const currentSecret = BETTER_AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET;
  if (BETTER_AUTH_PREVIOUS_SECRETS.includes(currentSecret)) {
    problems.push('BETTER_AUTH_PREVIOUS_SECRETS: lists the current BETTER_AUTH_SECRET; list only the former ones');
  }
  if (new Set(BETTER_AUTH_PREVIOUS_SECRETS).size !== BETTER_AUTH_PREVIOUS_SECRETS.length) {
    problems.push('BETTER_AUTH_PREVIOUS_SECRETS: lists a secret twice');
  }
  if (production && BETTER_AUTH_PREVIOUS_SECRETS.includes(DEVELOPMENT_AUTH_SECRET)) {
    problems.push('BETTER_AUTH_PREVIOUS_SECRETS: lists the published development secret, which anyone could sign with');
  }
  // Without SMTP every account e-mail would wait in the development outbox, which production
  // does not show: members could never confirm an address or reset a password.
  if (production && !rest.SMTP_URL) problems.push('SMTP_URL: required in production (account e-mails)');
  // E-mail links and payment returns are built on it: a default would send members to localhost.
  if (production && !rest.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN: required in production (the address in e-mail links)');
  const publicOrigin = rest.PUBLIC_ORIGIN ?? `http://localhost:${rest.PORT}`;
  const payments = resolvePaymentSettings(parsed.data, production);
  problems.push(...payments.problems);
  const verification = resolveVerificationSettings(parsed.data, production);
  problems.push(...verification.problems);
  const push = resolvePushSettings(parsed.data, production);
  problems.push(...push.problems);
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return {
    ...rest,
    ...payments.settings,
    ...verification.settings,
    ...push.settings,
    SEED_DEMO_DATA: SEED_DEMO_DATA ?? !production,
    // PGlite runs every query on the event loop, so its lateness measures the database's own work
    // and there is no other server to send a member to; tests on a busy machine would read it as
    // overload. Refusing is for app servers over a PostgreSQL server (docs/decisions/0023-messages.md).
    OVERLOAD_EVENT_LOOP_DELAY_MS:
      OVERLOAD_EVENT_LOOP_DELAY_MS ?? (rest.DATABASE_URL && rest.NODE_ENV !== 'test' ? DEFAULT_OVERLOAD_EVENT_LOOP_DELAY_MS : 0),
    DEMO_COMMUNITY_SIZE: production ? 0 : (DEMO_COMMUNITY_SIZE ?? DEFAULT_DEMO_COMMUNITY_SIZE),
    BETTER_AUTH_SECRET: currentSecret,
    BETTER_AUTH_PREVIOUS_SECRETS,
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: AUTH_RATE_LIMIT_PER_IP_PER_HOUR ?? AUTH_RATE_LIMIT_PER_HOUR ?? DEFAULT_AUTH_RATE_LIMIT_PER_IP_PER_HOUR,
    PUBLIC_ORIGIN: publicOrigin,
    TRUSTED_ORIGINS: trustedOriginsFor(publicOrigin, rest.PORT, production),
  };
}

/**
 * Production trusts its public origin only. Elsewhere the server is also reached on the machine
 * itself, at whatever port it listens on (`PORT=3456 npm start`, opened at 127.0.0.1): those
 * loopback origins are the developer's own browser, not another site.
 */
export function trustedOriginsFor(publicOrigin: string, port: number, production: boolean): string[] {
  const own = new URL(publicOrigin).origin;
  if (production) return [own];
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
  return [...new Set([own, ...loopback])];
}
