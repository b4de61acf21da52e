// What `npm run db:backup -- <file>` and `npm run db:restore -- <file>` share (docs/operations.md,
// "Backups and restore"): the file argument (the usage and exit 2 without it), the server's
// settings, the time the work took, and a refusal said plainly, with exit 1.
import { loadConfigOrExit } from '../config/load-or-exit';
import { BackupRefusedError, type DatabaseLocation } from './backup';

/** `work` answers what it did, as the sentence the time taken ends ("Restored x into the pglite database"). */
export async function runBackupCommand(
  script: 'db:backup' | 'db:restore',
  refusal: string,
  work: (location: DatabaseLocation, file: string) => Promise<string>,
): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write(`Usage: npm run ${script} -- <file>\n`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const startedAt = performance.now();
  try {
    const done = await work({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR }, file);
    process.stdout.write(`${done} in ${Math.round(performance.now() - startedAt)} ms.\n`);
  } catch (error) {
    if (!(error instanceof BackupRefusedError)) throw error;
    process.stderr.write(`${refusal}: ${error.message}.\n`);
    process.exit(1);
  }
}
