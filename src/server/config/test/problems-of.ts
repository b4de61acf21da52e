// For the configuration tests: the problems `loadConfig` names when it refuses an environment.
import { SITE_ORIGIN } from '../../test/site';
import { InvalidConfigError, loadConfig } from '../env';

/** A settings file production would run with: what it requires, nothing else. No mail server
 * listens on that port: a test that mails in production expects the send to fail quietly. The
 * public origin is the one test requests come from (test/app.ts). */
export const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_ORIGIN: SITE_ORIGIN,
  STORAGE_ENCRYPTION_KEYS: 'test-2026:MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  VAPID_PUBLIC_KEY: 'BHTHRHRXOfGopk4QzVPiUjSpcWXGxQVIXk12Wfxd64u23FpSDfEjNOaoKIBrQaSpCRkZcDRPUQFSsad2M9B36sw',
  VAPID_PRIVATE_KEY: 'JsWSjt72R8Jw3o5mGsvjAaN8OrPCtqkOMHxo-nyzM0o',
  VAPID_SUBJECT: 'mailto:push@example.org',
} as const;

export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}
