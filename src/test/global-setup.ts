// Runs once before the server tests: migrates one PGlite database and, when TEST_DATABASE_URL is
// set, one PostgreSQL template database. Each test file then starts from a copy (PGlite's data
// directory dump, PostgreSQL's CREATE DATABASE ... TEMPLATE) instead of paying initdb and every
// migration again (docs/architecture.md, Tests).
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../server/db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding the dump of a migrated PGlite data directory. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database each test database is copied from, when one is used. */
    postgresTemplate: string | undefined;
  }
}

async function migratedPgliteDump(): Promise<string> {
  const database = openPglite();
  await database.migrate();
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = join(tmpdir(), `sahel-hearts-pglite-${randomUUID()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `sahel_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  await database.close();
  return name;
}

export default async function setup(project: TestProject) {
  const pgliteTemplate = await migratedPgliteDump();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl ? await migratedPostgresTemplate(adminUrl) : undefined;
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    await rm(pgliteTemplate, { force: true });
    if (adminUrl && postgresTemplate) {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${postgresTemplate} with (force)`));
    }
  };
}
