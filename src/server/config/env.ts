// The only reader of process.env. Every setting is validated once at start-up; a bad value is
// named and the server refuses to start (see `.env.example` for what each one means).
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
  SEED_DEMO_DATA: booleanFlag.optional(),
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  TRUST_PROXY: booleanFlag.default(false),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(5),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'SEED_DEMO_DATA'> & {
  /** Demo data is seeded by default everywhere but production, and never in production. */
  SEED_DEMO_DATA: boolean;
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
    throw new InvalidConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const { SEED_DEMO_DATA, ...rest } = parsed.data;
  if (rest.NODE_ENV === 'production' && SEED_DEMO_DATA === true) {
    throw new InvalidConfigError(['SEED_DEMO_DATA: demo data is never seeded in production']);
  }
  return { ...rest, SEED_DEMO_DATA: SEED_DEMO_DATA ?? rest.NODE_ENV !== 'production' };
}
