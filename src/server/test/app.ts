// Builds the real app over a fresh test database, for `app.inject()` tests.
import { buildApp, type SahelHeartsApp } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { TestDatabase } from './databases';

export interface TestApp {
  app: SahelHeartsApp;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The app over a database the caller already holds and will close itself: a second app with
 * other settings (production, a lower rate limit) costs milliseconds, a second database seconds.
 */
export async function buildTestApp(database: DatabaseHandle, env: Record<string, string> = {}): Promise<SahelHeartsApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, db: database.db, serveWebApp: false });
  await app.ready();
  return app;
}

export async function createTestApp(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await testDatabase.open();
  const app = await buildTestApp(database, env);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
