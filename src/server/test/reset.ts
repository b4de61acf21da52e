// Empties every table between tests that share one database: opening a fresh database per test
// costs seconds, a truncate costs milliseconds.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const TABLE_NAMES = Object.values(schema).flatMap((value: unknown) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []));

export async function truncateAllTables(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate ${TABLE_NAMES.join(', ')} restart identity cascade`));
}
