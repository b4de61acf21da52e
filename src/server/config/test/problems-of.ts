// For the configuration tests: the problems `loadConfig` names when it refuses an environment.
import { InvalidConfigError, loadConfig } from '../env';

/** A settings file production would run with: the secret it requires, nothing else. */
export const PRODUCTION = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' } as const;

export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}
