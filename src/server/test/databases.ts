// The databases every database test runs on: PGlite always, and the PostgreSQL server named by
// TEST_DATABASE_URL when it is set. Each opened database is fresh, migrated and private to the
// test; it is copied from the template the global set-up migrated once (src/test/global-setup.ts).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabaseHandle>;
}

/** On PostgreSQL, also the database's address: tests that start servers of their own pass it on. */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function openFreshPostgres(adminUrl: string, template: string | undefined): Promise<TestDatabaseHandle> {
  const name = `sahel_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  if (!template) await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

let pgliteDump: Promise<Blob> | undefined;

async function openFreshPglite(): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplate');
  if (!template) {
    const handle = openPglite();
    await handle.migrate();
    return handle;
  }
  pgliteDump ??= readFile(template).then((bytes) => new Blob([bytes]));
  return openPglite(undefined, await pgliteDump);
}

export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'pglite', open: openFreshPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push({ name: 'postgres', open: () => openFreshPostgres(url, inject('postgresTemplate')) });
  return databases;
}
