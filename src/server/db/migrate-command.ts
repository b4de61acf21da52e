// `npm run db:migrate`: applies the migrations as a step of its own, for a deployment of several
// servers started with MIGRATE_ON_START=false (docs/operations.md): run it once per release,
// before or while the new servers start; each answers GET /api/ready with 503 until it is done.
// The same settings as the server (DATABASE_URL, or PGLITE_DATA_DIR for the embedded database).
import { loadConfigOrExit } from '../config/load-or-exit';
import { openDatabase } from './client';

async function migrateOnce(): Promise<void> {
  const config = loadConfigOrExit();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
  const startedAt = performance.now();
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.stdout.write(`Migrations applied to the ${database.kind} database in ${Math.round(performance.now() - startedAt)} ms.\n`);
}

await migrateOnce();
