// A real Sahel Hearts server in a process of its own (`src/server/main.ts`, as `npm start` runs
// it), for the tests and the benchmark that need several servers on one database: no demo data,
// no built web app, quiet logs. Ready once GET /api/ready says so.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const READY_WITHIN_MS = 90_000;

export interface ServerProcess {
  /** http://127.0.0.1:PORT, also the origin its pages (and so its sockets) come from. */
  origin: string;
  /** The server's process id (the benchmark reads its CPU time). */
  pid: number;
  /** What it wrote to stderr so far (its warnings and errors: LOG_LEVEL is warn unless set). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A process ended by a signal (SIGKILL) has no exit code, only its signal. */
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * `settings`: DATABASE_URL, and any other setting of `.env.example` (REDIS_URL, rate limits...);
 * `nodeArguments`: more options for Node (the benchmark's `--cpu-prof`).
 */
export async function startServerProcess(
  settings: { DATABASE_URL: string } & Record<string, string>,
  nodeArguments: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArguments, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPOSITORY,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: './no-web-app',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}: ${errors}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, pid: child.pid!, output: () => errors, exited: exited(child).then(() => child.exitCode), stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server did not answer within ${READY_WITHIN_MS / 1000} s: ${errors}`);
}
