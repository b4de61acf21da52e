// Empties every table between tests that share one database: opening a fresh database per test
// costs seconds, emptying it milliseconds. DELETE, not TRUNCATE: TRUNCATE gives each of the
// tables new files, which cost about 0.75 s a test on PostgreSQL and 0.2 s on PGlite on a busy
// machine (a third of the unit run), while deleting the few rows a test wrote costs about 10 ms.
// Foreign keys are not checked while the rows go (session_replication_role, for this statement's
// transaction only), so the order of the tables does not matter; identities restart, as after
// TRUNCATE ... RESTART IDENTITY, so that ids do not depend on the tests that ran before.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const TABLE_NAMES = Object.values(schema).flatMap((value: unknown) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []));
const TRIES = 5;

const OWNED_SEQUENCES = sql.raw(`select dependency.objid::regclass::text as name
  from pg_depend dependency
  join pg_class sequence on sequence.oid = dependency.objid and sequence.relkind = 'S'
  where dependency.classid = 'pg_class'::regclass
    and dependency.deptype in ('a', 'i')
    and dependency.refobjid = any (array[${TABLE_NAMES.map((name) => `'${name}'::regclass`).join(', ')}])`);

/** One statement (a DO block), so that it runs the same through every driver, PGlite's too. */
function emptyAllTables(sequences: string[]) {
  return sql.raw(`do $$
begin
  perform set_config('session_replication_role', 'replica', true);
  ${TABLE_NAMES.map((name) => `delete from ${name};`).join('\n  ')}
  ${sequences.map((name) => `perform setval('${name}', seqstart, false) from pg_sequence where seqrelid = '${name}'::regclass;`).join('\n  ')}
end
$$`);
}

// The identity sequences are the same for the whole life of a database: looked up once each.
const statements = new WeakMap<Database, Promise<ReturnType<typeof emptyAllTables>>>();

function emptyAllTablesOf(db: Database) {
  let statement = statements.get(db);
  if (!statement) {
    statement = db
      .execute(OWNED_SEQUENCES)
      .then((result) => emptyAllTables((result as { rows: { name: string }[] }).rows.map((row) => row.name)));
    statement.catch(() => statements.delete(db));
    statements.set(db, statement);
  }
  return statement;
}

/** PostgreSQL's "deadlock detected", whether drizzle wraps the driver's error or not. */
function isDeadlock(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '40P01' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '40P01';
}

export async function truncateAllTables(db: Database): Promise<void> {
  // What the last test set going may still be running: a socket it closed makes the server write
  // that member's last-seen time (modules/notifications/presence.ts). That write's locks can meet
  // ours in the other order, and PostgreSQL then cancels one of the two: when it is ours, it goes
  // again (the write, its member gone, stores nothing).
  const statement = await emptyAllTablesOf(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(statement);
      return;
    } catch (error) {
      if (attempt >= TRIES || !isDeadlock(error)) throw error;
    }
  }
}
