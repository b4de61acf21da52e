import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
// Builds the real app over a fresh test database, for `app.inject()` tests.
import { type AppDependencies, buildApp, type SahelHeartsApp } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { TestDatabase } from './databases';
import { truncateAllTables } from './reset';
import { SITE_ORIGIN } from './site';

export interface TestApp {
  app: SahelHeartsApp;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The app over a database the caller already holds and will close itself: a second app with
 * other settings (production, a lower rate limit) costs milliseconds, a second database seconds.
 */
export async function buildTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  dependencies: Pick<AppDependencies, 'isWell' | 'jobs' | 'liveBus'> & { beforeReady?: (app: SahelHeartsApp) => void } = {},
): Promise<SahelHeartsApp> {
  // Each app keeps its files in a directory of its own, removed when the app closes.
  const storageDir = env.STORAGE_DIR ?? (await mkdtemp(join(tmpdir(), 'sahel-hearts-files-')));
  // No refusals for a late event loop: on a busy test machine the loop runs late for reasons of
  // its own (the overload test says when it is overloaded: plugins/overload.test.ts).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, OVERLOAD_EVENT_LOOP_DELAY_MS: '0', ...env });
  const { beforeReady, ...appDependencies } = dependencies;
  const app = await buildApp({ config, db: database.db, serveWebApp: false, ...appDependencies });
  // A test's own probe routes (outside /api/, so no contract is asked of them).
  beforeReady?.(app);
  sendFromSitePages(app);
  if (!env.STORAGE_DIR) app.addHook('onClose', () => rm(storageDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

/**
 * Test requests come from one of our pages unless they say otherwise, as a browser's would: it
 * sends Origin with every write, and the API refuses a cookie-carrying write without one
 * (plugins/cross-site-requests.ts). A test of that rule names its own `origin`, or sets it to
 * undefined to send none.
 */
function sendFromSitePages(app: SahelHeartsApp): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject(options as unknown as InjectOptions);
    const request: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const { origin, ...otherHeaders } = request.headers ?? {};
    const chosen = request.headers && 'origin' in request.headers ? origin : SITE_ORIGIN;
    return inject({ ...request, headers: chosen === undefined ? otherHeaders : { ...otherHeaders, origin: chosen } });
  }) as SahelHeartsApp['inject'];
}

export async function createTestApp(testDatabase: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
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

/**
 * The usual life of a test app in a describe block: built once over a fresh database, emptied
 * before each test, closed after all. Read `.current` inside tests and hooks.
 */
export function useTestApp(testDatabase: TestDatabase, env: Record<string, string> = {}): { current: TestApp } {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await createTestApp(testDatabase, env);
  });
  beforeEach(async () => {
    await truncateAllTables(holder.current.database.db);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
