// How a command reads its settings (the server's main.ts, `npm run db:migrate`): a local .env
// file first, if there is one, the real environment winning over it; a bad setting is named and
// the process exits 1 before anything else happens.
import { existsSync } from 'node:fs';
import { type AppConfig, InvalidConfigError, loadConfig } from './env';

export function loadConfigOrExit(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof InvalidConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
}
