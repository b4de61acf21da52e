// `npm run db:restore -- <file>`: restores a backup of `npm run db:backup` into the empty database
// the server's settings name (a new DATABASE_URL database, or a new PGLITE_DATA_DIR); it refuses a
// database that holds anything (docs/operations.md, "Backups and restore").
import { loadConfigOrExit } from '../config/load-or-exit';
import { BackupRefusedError, restoreDatabase } from './backup';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run db:restore -- <file>\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const startedAt = performance.now();
try {
  const { kind } = await restoreDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR }, file);
  process.stdout.write(`Restored ${file} into the ${kind} database in ${Math.round(performance.now() - startedAt)} ms.\n`);
} catch (error) {
  if (!(error instanceof BackupRefusedError)) throw error;
  process.stderr.write(`Nothing restored: ${error.message}.\n`);
  process.exit(1);
}
