// `npm run db:backup -- <file>`: writes a backup of the database the server's settings name
// (DATABASE_URL, or PGLITE_DATA_DIR with the server stopped) to a new file (docs/operations.md,
// "Backups and restore").
import { backUpDatabase } from './backup';
import { runBackupCommand } from './backup-command-frame';

await runBackupCommand('db:backup', 'No backup', async (location, file) => {
  const { kind, bytes } = await backUpDatabase(location, file);
  return `Backed up the ${kind} database to ${file} (${bytes} bytes)`;
});
