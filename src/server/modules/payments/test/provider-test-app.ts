// For the Stripe and PayPal tests: the real app configured for one provider whose API is a local
// fake, over a fresh database; emptied (tables, the fake's request log, any outage) before each
// test and closed after all.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SahelHeartsApp } from '../../../app';
import type { DatabaseHandle } from '../../../db/client';
import { buildTestApp } from '../../../test/app';
import type { TestDatabase } from '../../../test/databases';
import { truncateAllTables } from '../../../test/reset';

interface FakeProvider {
  baseUrl: string;
  requests: unknown[];
  outage: 'error' | 'close' | null;
  close(): Promise<void>;
}

export interface ProviderTestApp<Fake> {
  app: () => SahelHeartsApp;
  db: () => DatabaseHandle['db'];
  fake: () => Fake;
}

export function useAppWithFakeProvider<Fake extends FakeProvider>(
  testDatabase: TestDatabase,
  startFake: () => Promise<Fake>,
  /** The provider's settings, pointing at the fake's address. */
  envFor: (fake: Fake) => Record<string, string>,
): ProviderTestApp<Fake> {
  let fake: Fake;
  let database: DatabaseHandle;
  let app: SahelHeartsApp;

  beforeAll(async () => {
    fake = await startFake();
    database = await testDatabase.open();
    app = await buildTestApp(database, {
      AUTH_RATE_LIMIT_PER_HOUR: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1000',
      ...envFor(fake),
    });
  });
  beforeEach(async () => {
    await truncateAllTables(database.db);
    fake.requests.length = 0;
    fake.outage = null;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  return { app: () => app, db: () => database.db, fake: () => fake };
}
