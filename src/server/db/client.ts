// Opens the database: embedded PGlite in a local directory by default, or a PostgreSQL server
// when a URL is given. Both speak the same SQL and share one set of migrations.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory, to start other databases from (tests). */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * `dataDir` undefined or 'memory://' gives a throw-away in-memory PGlite (tests); `copyOf`, a
 * dump of an already migrated database (`dumpDataDir`) to start from, which is how each test
 * file gets a fresh database in a fraction of the time initdb and the migrations take.
 */
export function openPglite(dataDir?: string, copyOf?: Blob): DatabaseHandle {
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = copyOf ? new PGlite({ dataDir, loadDataDir: copyOf }) : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export interface PostgresOptions {
  /** Told of each connection the server cut (a restart, a failover): the requests using it fail alone. */
  onConnectionError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection cut while idle in the pool: the pool drops it and tells us.
  pool.on('error', onConnectionError);
  // A connection cut while handed out (a transaction waiting between two statements): the pool
  // listens to its clients only while they are idle, and node-postgres emits the error on the
  // client, which with no listener ended the process on a database restart (docs/operations.md).
  // Heard here, it fails that client's next statement, its transaction is rolled back with it, and
  // the pool discards the client when it comes back with that error.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  releaseDeadClients(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * A client handed out by `connect()` goes back to the pool as soon as its connection ends, and
 * only once. drizzle's `transaction()` (0.45) sends its `begin` before the `try` whose `finally`
 * releases the client, so a connection cut just before a transaction began was never given back:
 * a database restart leaked connections, until the pool's 10 were gone and every request waited
 * for ever (docs/benchmarks.md, T10). pg-pool destroys a client whose connection ended when it
 * comes back, and opens a new one. `pool.query()` (the callback form of `connect`) releases its
 * clients itself and is untouched.
 */
function releaseDeadClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const handedOut = new Set<pg.PoolClient>();
  const watched = new WeakSet<pg.PoolClient>();
  pool.connect = ((callback?: unknown) => {
    if (callback !== undefined) return connect(callback);
    return connect()!.then((client) => {
      // pg-pool gives each checkout a release function of its own: wrapped each time.
      const release = client.release.bind(client);
      handedOut.add(client);
      client.release = (error?: Error | boolean) => {
        if (!handedOut.delete(client)) return;
        release(error);
      };
      if (!watched.has(client)) {
        watched.add(client);
        // Only while handed out here: an idle client's end is the pool's own business.
        client.once('end', () => {
          if (handedOut.has(client)) client.release();
        });
      }
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * The node-postgres pool under a Database opened by openPostgres (drizzle keeps it as `$client`),
 * for the pool's metrics; null on PGlite, one connection in this process with nothing to report.
 */
export function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export function openDatabase(options: { url?: string; dataDir: string }): DatabaseHandle {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}
