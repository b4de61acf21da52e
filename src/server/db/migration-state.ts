// Whether a database holds every migration this code was built with: GET /api/ready asks it, so
// that a server started beside `npm run db:migrate` (MIGRATE_ON_START=false) takes no request
// before the schema it needs is there. Drizzle's migrator notes each migration it applies in
// drizzle.__drizzle_migrations with the `when` of the journal entry (its created_at), and applies
// those newer than the newest noted: the same comparison tells whether one is pending.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrationsFolder } from './client';

interface Journal {
  entries: { when: number; tag: string }[];
}

/** The `when` of the newest migration in the code, read once. */
let newestInCode: number | undefined;

function newestMigrationInCode(): number {
  if (newestInCode === undefined) {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
    newestInCode = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestInCode;
}

/** True when the newest migration of the code is applied; false when one is pending or none ever ran. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if ((exists as { rows: { found: boolean }[] }).rows[0]?.found !== true) return false;
  const newest = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const applied = Number((newest as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
  return applied >= newestMigrationInCode();
}
