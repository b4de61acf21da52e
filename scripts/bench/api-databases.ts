// The databases the in-process API benchmarks (bench-api.ts, bench-deck.ts) run the app on:
// PGlite in a temporary directory, or a PostgreSQL database of its own created on the server a
// URL names for the run and dropped after it (the database the URL names is never written).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client';

export interface BenchDatabase {
  name: string;
  open(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }>;
}

export function pgliteDatabase(prefix = 'bench-api'): BenchDatabase {
  return {
    name: 'PGlite',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), `${prefix}-pglite-`));
      const database = openPglite(join(dir, 'pglite'));
      return {
        database,
        dispose: async () => {
          await database.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database of its own on the server the URL names, dropped after the run. */
export function postgresDatabase(serverUrl: string, prefix = 'bench_api'): BenchDatabase {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = openPostgres(url.toString());
      return {
        database,
        dispose: async () => {
          await database.close();
          await onServer(serverUrl, `drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}
