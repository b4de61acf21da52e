// `npm run db:migrate` (migrate-command.ts) applies every migration as a step of its own, and
// migrationsApplied, which GET /api/ready asks, tells a database without them from one with them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { migrationsApplied } from './migration-state';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

describe('the migrations as a step of their own', () => {
  // A new embedded database and a process of its own: seconds on a quiet machine, far more on a busy one.
  it('are missing from a new database, and applied by npm run db:migrate', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-migrate-'));
    try {
      const fresh = openPglite(dataDir);
      expect(await migrationsApplied(fresh.db)).toBe(false);
      await fresh.close();

      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/db/migrate-command.ts'], {
        cwd: REPOSITORY,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', PGLITE_DATA_DIR: dataDir },
      });
      expect(stdout).toMatch(/^Migrations applied to the pglite database in \d+ ms\.$/m);

      const migrated = openPglite(dataDir);
      expect(await migrationsApplied(migrated.db)).toBe(true);
      await migrated.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
