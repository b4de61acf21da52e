// The databases every database test runs on: PGlite always, and the PostgreSQL server named by
// TEST_DATABASE_URL when it is set. Each opened database is fresh, migrated and private to the test.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `sahel_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: 'pglite',
      open: async () => {
        const handle = openPglite();
        await handle.migrate();
        return handle;
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return databases;
}
