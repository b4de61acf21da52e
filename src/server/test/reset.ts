// Empties every table between tests that share one database: opening a fresh database per test
// costs seconds, a truncate costs milliseconds.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const TABLE_NAMES = Object.values(schema).flatMap((value: unknown) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []));
const TRIES = 5;

/** PostgreSQL's "deadlock detected", whether drizzle wraps the driver's error or not. */
function isDeadlock(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '40P01' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '40P01';
}

export async function truncateAllTables(db: Database): Promise<void> {
  // What the last test set going may still be running: a socket it closed makes the server write
  // that member's last-seen time (modules/notifications/presence.ts). That write's locks can meet
  // the truncate's in the other order, and PostgreSQL then cancels one of the two: when it is the
  // truncate, it goes again (the write, its member gone, stores nothing).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql.raw(`truncate ${TABLE_NAMES.join(', ')} restart identity cascade`));
      return;
    } catch (error) {
      if (attempt >= TRIES || !isDeadlock(error)) throw error;
    }
  }
}
