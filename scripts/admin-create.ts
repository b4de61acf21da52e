// npm run admin:create -- <email>: makes an existing account an admin (the first admin has no
// one to promote them). Uses the same settings as the server (DATABASE_URL or PGLITE_DATA_DIR);
// with PGlite, stop the server first: only one process may open its data directory.
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/client';
import { promoteToAdmin } from '../src/server/modules/admin/queries';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:create -- <email of an existing account>');
  process.exit(2);
}
// The same settings as the server: a local .env file, overridden by the real environment.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
try {
  await database.migrate();
  const promoted = await promoteToAdmin(database.db, email);
  console.log(promoted ? `${email} is now an admin.` : `No account uses ${email}; sign up first.`);
  process.exitCode = promoted ? 0 : 1;
} finally {
  await database.close();
}
