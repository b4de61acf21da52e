// A PostgreSQL 15 cluster of one's own (initdb and pg_ctl in a temporary folder, on a free port),
// for the fault tests and `npm run bench:load` (docs/benchmarks.md, T10), which restart it: never
// the machine's shared server. stop() stops it at once and removes its folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

/** The machine's PostgreSQL 15 (docs/benchmarks.md). */
const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: string;
  /** pg_ctl restart (fast shutdown: every connection is cut); returns once it accepts connections again. */
  restart(): void;
  stop(): void;
}

/** PostgreSQL refuses to run as root: the cluster is then run as the `postgres` user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, argv] = asOwner(command, args);
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startCluster(): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-load-pg-'));
  const data = join(folder, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  const port = await freePort();
  run(join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off`;
  const ctl = (...args: string[]) => run(join(PG_BIN, 'pg_ctl'), ['-D', data, '-l', join(folder, 'log'), '-w', '-t', '60', ...args]);
  ctl('-o', options, 'start');
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('-o', options, '-m', 'fast', 'restart'),
    stop() {
      if (stopped) return;
      stopped = true;
      const [file, argv] = asOwner(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      spawnSync(file, argv, { stdio: 'ignore' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
