// Every row of a table as PostgreSQL's text form of the row: what tests search for a value that
// must not be stored (a plain token, an erased member's e-mail).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export async function rowsAsText(db: Database, table: string): Promise<string[]> {
  // PGlite and node-postgres both answer with `rows`; the driver-generic type does not say so.
  const result: unknown = await db.execute(sql.raw(`select t::text as row from "${table}" t`));
  return (result as { rows: { row: string }[] }).rows.map(({ row }) => row);
}
