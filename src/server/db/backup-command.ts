// `npm run db:backup -- <file>`: writes a backup of the database the server's settings name
// (DATABASE_URL, or PGLITE_DATA_DIR with the server stopped) to a new file (docs/operations.md,
// "Backups and restore").
import { loadConfigOrExit } from '../config/load-or-exit';
import { BackupRefusedError, backUpDatabase } from './backup';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run db:backup -- <file>\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const startedAt = performance.now();
try {
  const { kind, bytes } = await backUpDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR }, file);
  process.stdout.write(`Backed up the ${kind} database to ${file} (${bytes} bytes) in ${Math.round(performance.now() - startedAt)} ms.\n`);
} catch (error) {
  if (!(error instanceof BackupRefusedError)) throw error;
  process.stderr.write(`No backup: ${error.message}.\n`);
  process.exit(1);
}
