// Backups of the database and their restore (docs/operations.md, "Backups and restore"), behind
// `npm run db:backup` and `npm run db:restore`. A PostgreSQL server is dumped by pg_dump in its
// custom format and restored by pg_restore, into an empty database only; the embedded PGlite
// database is dumped whole (its data directory as a gzipped tar, PGlite's own dumpDataDir) while
// no server has it open, and restored into an empty directory.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const run = promisify(execFile);

export interface DatabaseLocation {
  /** A PostgreSQL server's database; when absent, the PGlite database in `dataDir`. */
  url?: string;
  dataDir: string;
}

/** Refused before anything is written, with what to do instead. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** pg_dump's custom format starts with these bytes; a PGlite backup is a gzip file. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP', 'latin1');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * pg_dump and pg_restore from PATH (at least the server's major version). The password goes in
 * PGPASSWORD, not on the command line, where every user of the machine could read it (`ps`).
 */
async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await run(tool, [...args, `--dbname=${address.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string | number; stderr?: string };
    if (code === 'ENOENT') throw new BackupRefusedError(`${tool} was not found: install the PostgreSQL client tools (version 15 or later)`);
    throw new Error(`${tool} failed: ${stderr?.trim() || String(error)}`);
  }
}

/** PGlite keeps postmaster.pid in its directory while a process has the database open. */
function assertPgliteClosed(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new BackupRefusedError(
      `${dataDir} is open (postmaster.pid): stop the server first. If none runs, the last one did not stop cleanly: start it and stop it once.`,
    );
  }
}

async function backUpPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupRefusedError(`${dataDir} holds no database (PGLITE_DATA_DIR)`);
  assertPgliteClosed(dataDir);
  const client = new PGlite(dataDir);
  try {
    // dumpDataDir does not wait for the database to open, unlike a query.
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
  } finally {
    await client.close();
  }
}

/** Writes a backup of the database to `file` (never over an existing file) and says its size. */
export async function backUpDatabase(location: DatabaseLocation, file: string): Promise<{ kind: 'postgres' | 'pglite'; bytes: number }> {
  if (existsSync(file)) throw new BackupRefusedError(`${file} already exists: name a new file`);
  if (location.url) {
    await runPostgresTool('pg_dump', location.url, ['--format=custom', `--file=${file}`]);
  } else {
    await backUpPglite(location.dataDir, file);
  }
  return { kind: location.url ? 'postgres' : 'pglite', bytes: (await stat(file)).size };
}

async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]!.count);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string, head: Buffer): Promise<void> {
  if (!head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) {
    throw new BackupRefusedError(`${file} is not a pg_dump custom-format backup (a PGlite backup restores only into PGLITE_DATA_DIR)`);
  }
  // Restoring over live rows would mix two databases: only into a new, empty one.
  if ((await userTableCount(url)) > 0)
    throw new BackupRefusedError('the database of DATABASE_URL is not empty: restore into a new database');
  // Owners and grants are those of the new server's user; all or nothing.
  await runPostgresTool('pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file]);
}

async function restorePglite(dataDir: string, file: string, head: Buffer): Promise<void> {
  if (!head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) {
    throw new BackupRefusedError(`${file} is not a PGlite backup (a pg_dump backup restores only into a PostgreSQL server)`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefusedError(`${dataDir} is not empty: restore into a new directory (PGLITE_DATA_DIR)`);
  }
  const client = new PGlite({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await client.waitReady;
  await client.close();
}

/** Restores the backup in `file` into an empty database (or PGlite directory). */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<{ kind: 'postgres' | 'pglite' }> {
  if (!existsSync(file)) throw new BackupRefusedError(`${file} does not exist`);
  const handle = await open(file);
  const head = Buffer.alloc(8);
  await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  if (location.url) await restorePostgres(location.url, file, head);
  else await restorePglite(location.dataDir, file, head);
  return { kind: location.url ? 'postgres' : 'pglite' };
}
