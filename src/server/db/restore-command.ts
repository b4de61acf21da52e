// `npm run db:restore -- <file>`: restores a backup of `npm run db:backup` into the empty database
// the server's settings name (a new DATABASE_URL database, or a new PGLITE_DATA_DIR); it refuses a
// database that holds anything (docs/operations.md, "Backups and restore").
import { restoreDatabase } from './backup';
import { runBackupCommand } from './backup-command-frame';

await runBackupCommand('db:restore', 'Nothing restored', async (location, file) => {
  const { kind } = await restoreDatabase(location, file);
  return `Restored ${file} into the ${kind} database`;
});
