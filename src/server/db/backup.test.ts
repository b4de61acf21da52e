// A backup is only as good as its restore (docs/operations.md, "Backups and restore"): a database
// with a member in it is backed up by `npm run db:backup`, restored by `npm run db:restore` into a
// new one, and the app built on the restored database is ready and the member signs in to her
// profile. On PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from './client';
import { sessionCookieOf, signIn } from '../test/accounts';
import { buildTestApp } from '../test/app';
import { insertMember } from '../test/discovery-members';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const EMAIL = 'amina.backup@example.org';
// Several processes of their own and a new database each: seconds on a quiet machine, far more on a busy one.
const TIMEOUT = { timeout: 240_000 };

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run db:backup` or `db:restore` as an operator runs it, with these settings only. */
function runCommand(command: 'backup' | 'restore', file: string, settings: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/server/db/${command}-command.ts`, file],
      { cwd: REPOSITORY, env: { PATH: process.env.PATH, NODE_ENV: 'test', ...settings } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function seedMember(database: DatabaseHandle): Promise<void> {
  await insertMember(database.db, { email: EMAIL, displayName: 'Amina', profile: { city: 'Nairobi', residenceCountry: 'KE' } });
}

/** The app on the restored database answers ready, and the member finds her profile as she left it. */
async function expectMemberServed(database: DatabaseHandle): Promise<void> {
  const app = await buildTestApp(database);
  try {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    const signedIn = await signIn(app, EMAIL);
    expect(signedIn.statusCode).toBe(200);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: sessionCookieOf(signedIn) } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ displayName: 'Amina', profile: { city: 'Nairobi', residenceCountry: 'KE' } });
  } finally {
    await app.close();
  }
}

describe('backups of the embedded PGlite database', () => {
  it('are restored into a new directory the app serves the member from, and refused while the database is open', TIMEOUT, async () => {
    const work = await mkdtemp(join(tmpdir(), 'sahel-hearts-backup-'));
    try {
      const source = join(work, 'source');
      const file = join(work, 'backup.tar.gz');
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      const original = openPglite(source, template);
      await seedMember(original);

      // While a server has it open, a copy could be torn: refused, nothing written.
      const whileOpen = await runCommand('backup', file, { PGLITE_DATA_DIR: source });
      expect(whileOpen.code).toBe(1);
      expect(whileOpen.stderr).toContain('stop the server first');
      await original.close();

      const backup = await runCommand('backup', file, { PGLITE_DATA_DIR: source });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Backed up the pglite database to .+ \(\d+ bytes\) in \d+ ms\.$/m);
      // The original is gone: the restored copy is all there is.
      await rm(source, { recursive: true });

      const restoredDir = join(work, 'restored');
      const restore = await runCommand('restore', file, { PGLITE_DATA_DIR: restoredDir });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(/^Restored .+ into the pglite database in \d+ ms\.$/m);

      // Never over a database that holds anything.
      const again = await runCommand('restore', file, { PGLITE_DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not empty');

      const restored = openPglite(restoredDir);
      try {
        await expectMemberServed(restored);
      } finally {
        await restored.close();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.runIf(adminUrl)('backups of a PostgreSQL database (pg_dump, pg_restore)', () => {
  it('are restored into a new database the app serves the member from, never into one that holds anything', TIMEOUT, async () => {
    const suffix = randomUUID().replaceAll('-', '').slice(0, 16);
    const [source, target] = [`sahel_backup_${suffix}`, `sahel_restore_${suffix}`];
    const work = await mkdtemp(join(tmpdir(), 'sahel-hearts-backup-'));
    try {
      const template = inject('postgresTemplate');
      await adminQuery(template ? `create database ${source} template ${template}` : `create database ${source}`);
      const original = openPostgres(databaseUrl(source));
      if (!template) await original.migrate();
      await seedMember(original);
      await original.close();

      const file = join(work, 'backup.dump');
      const backup = await runCommand('backup', file, { DATABASE_URL: databaseUrl(source) });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Backed up the postgres database to .+ \(\d+ bytes\) in \d+ ms\.$/m);
      await adminQuery(`drop database ${source} with (force)`);

      await adminQuery(`create database ${target}`);
      const restore = await runCommand('restore', file, { DATABASE_URL: databaseUrl(target) });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(/^Restored .+ into the postgres database in \d+ ms\.$/m);

      const again = await runCommand('restore', file, { DATABASE_URL: databaseUrl(target) });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not empty');

      const restored = openPostgres(databaseUrl(target));
      try {
        await expectMemberServed(restored);
      } finally {
        await restored.close();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${source} with (force)`);
      await adminQuery(`drop database if exists ${target} with (force)`);
    }
  });
});
