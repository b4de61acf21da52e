// Whether any row of a table matches: the first one found is enough (limit 1), and nothing of it
// is read. Used for the yes-or-no questions (is the identity verified, is there a block, does the
// member exist), each asked with its own condition.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

export async function hasRow(db: Database, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}
