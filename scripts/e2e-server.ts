// Starts the built app for browser tests and benchmarks: a fresh PGlite directory of its own
// (removed when the process exits), demo data seeded, quiet logs. Playwright's webServer and
// scripts/bench-web.ts both run it, so the two measure the same server.
//
//   PORT=3210 node --import tsx scripts/e2e-server.ts
//
// Settings it does not fix (PORT, WEB_DIST_DIR, CONTACT_RATE_LIMIT_PER_HOUR, ...) come from the
// environment as usual (src/server/config/env.ts).
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const tmpRoot = resolve('.tmp');
const prefix = 'e2e-data-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A run that was killed hard (SIGKILL) cannot clean up after itself: remove what such runs left.
function removeStaleDataDirs() {
  if (!existsSync(tmpRoot)) return;
  for (const name of readdirSync(tmpRoot)) {
    const pid = Number(name.slice(prefix.length));
    if (name.startsWith(prefix) && Number.isInteger(pid) && !isRunning(pid)) {
      rmSync(join(tmpRoot, name), { recursive: true, force: true });
    }
  }
}

removeStaleDataDirs();
const dataDir = join(tmpRoot, `${prefix}${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// Always the embedded database: a DATABASE_URL meant for something else must not be written to.
delete process.env.DATABASE_URL;
process.env.PGLITE_DATA_DIR = join(dataDir, 'pglite');
// Members' uploads (photos, ID images) go beside the database and are removed with it.
process.env.STORAGE_DIR = join(dataDir, 'uploads');
process.env.SEED_DEMO_DATA = 'true';
// A tenth of the demo community: the demo accounts still get their matches and likes, and the
// browser tests start in seconds rather than half a minute (DEMO_COMMUNITY_SIZE in .env.example).
process.env.DEMO_COMMUNITY_SIZE ??= '300';
// Seeding is refused in production; 'test' keeps everything else production-like (no dev proxy).
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
process.env.HOST ??= '127.0.0.1';
process.env.PUBLIC_ORIGIN ??= `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// Whoever started this server (Playwright, the bench) may die without stopping it: follow it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

await import('../src/server/main');
