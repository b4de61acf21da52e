// npm run bench:api [-- --duration 10] [-- --connections 50] [-- --warmup 2] [-- --log-level info] [-- --metrics off]
//
// What a request costs on the member path (docs/targets.md S5 asks the deck, behind the same session
// check, for >= 20% of a bare Fastify route's req/s with p99 <= 50 ms). Starts the app
// in-process on a free port over (a) a PGlite database in a temporary directory and (b), when
// BENCH_DATABASE_URL or DATABASE_URL is set, a fresh PostgreSQL database created on that server
// for the run and dropped after it (the database the URL names is never written). Signs a member
// up as a person does (sign-up, the link in the development outbox, sign-in, a sandbox payment),
// then runs autocannon on a bare Fastify JSON route in the same process, /api/health,
// /api/counters, and the subscriber's /api/me and /api/profile. autocannon sends from a worker
// thread, so the load does not share the server's event loop. Logs go to a file at the given
// level (production's `info` by default) and their bytes per request are printed: a request log
// is part of what a request costs. On Linux it also prints the CPU time the server's thread spent
// per request, which moves far less than req/s when other work shares the machine's cores.
// Prometheus metrics are on (a METRICS_TOKEN is set, so every request is timed, as in a deployment
// that scrapes them); `--metrics off` measures without them (docs/benchmarks.md).
// Exits 1 when a route answered anything but 2xx.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readOutbox } from '../src/server/adapters/mail/outbox-mail-sender';
import { buildApp, type SahelHeartsApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import type { DatabaseHandle } from '../src/server/db/client';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench/api-databases';
import { type Figures, measure as measureRoute, portOf, printFigures, startBareRoute } from './bench/autocannon-measure';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    'log-level': { type: 'string', default: 'info' },
    /** Some of health, counters, me, profile (the bare route is always measured: it is the yardstick). */
    routes: { type: 'string', default: 'health,counters,me,profile' },
    /** Some of pglite, postgres. */
    databases: { type: 'string', default: 'pglite,postgres' },
    /** on: METRICS_TOKEN set, every request timed for GET /metrics; off: none (docs/operations.md). */
    metrics: { type: 'string', default: 'on' },
  },
});
const chosenRoutes = new Set(options.routes.split(','));
const chosenDatabases = new Set(options.databases.split(','));
const durationSeconds = Number(options.duration);
const connections = Number(options.connections);
const warmupSeconds = Number(options.warmup);
const ORIGIN = 'http://localhost:3000';
const EMAIL = 'bench.member@example.org';
const PASSWORD = 'correct horse battery';

async function expectOk<Response extends { statusCode: number; body: string }>(response: Response, what: string): Promise<Response> {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** Sign-up, the confirmation link from the outbox, sign-in and a sandbox payment: a subscriber's cookie. */
async function subscriberCookie(app: SahelHeartsApp, database: DatabaseHandle): Promise<string> {
  const headers = { origin: ORIGIN };
  await expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { email: EMAIL, password: PASSWORD, displayName: 'Bench', dateOfBirth: '1990-04-12', language: 'en' },
    }),
    'sign-up',
  );
  await app.backgroundTasks.settled();
  const link = (await readOutbox(database.db, EMAIL))[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('No confirmation e-mail in the outbox');
  const url = new URL(link);
  await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const signIn = await expectOk(
    await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: { email: EMAIL, password: PASSWORD } }),
    'sign-in',
  );
  const session = signIn.cookies.find((cookie) => cookie.name.endsWith('session_token'));
  if (!session) throw new Error('Sign-in set no session cookie');
  const cookie = `${session.name}=${session.value}`;
  const member = { ...headers, cookie };
  const checkout = await expectOk(
    await app.inject({ method: 'POST', url: '/api/payments/checkout', headers: member, payload: { plan: 'basic', provider: 'sandbox' } }),
    'checkout',
  );
  const { sessionId } = checkout.json<{ sessionId: string }>();
  await expectOk(
    await app.inject({ method: 'POST', url: `/api/payments/sandbox/${sessionId}/complete`, headers: member }),
    'sandbox payment',
  );
  const me = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{ hasSubscription: boolean }>();
  if (!me.hasSubscription) throw new Error('The bench member has no membership after paying');
  return cookie;
}

const load = { connections, durationSeconds, warmupSeconds };
const measure = (route: string, url: string, headers: Record<string, string>, log: Parameters<typeof measureRoute>[3]) =>
  measureRoute(route, url, headers, log, load);

async function benchTarget(target: BenchDatabase, bareUrl: string): Promise<Figures[]> {
  const { database, dispose } = await target.open();
  const dir = await mkdtemp(join(tmpdir(), 'bench-api-files-'));
  const log = options['log-level'] === 'silent' ? null : createWriteStream(join(dir, 'app.log'));
  let app: SahelHeartsApp | undefined;
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: options['log-level'],
      STORAGE_DIR: join(dir, 'uploads'),
      PGLITE_DATA_DIR: join(dir, 'unused-pglite'),
      ...(options.metrics === 'on' ? { METRICS_TOKEN: randomBytes(32).toString('hex') } : {}),
    });
    app = await buildApp({ config, db: database.db, serveWebApp: false, ...(log ? { logStream: log } : {}) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${portOf(app.server.address())}`;
    const cookie = await subscriberCookie(app, database);
    const rows: Figures[] = [];
    // The bare route first, as the yardstick the ratio is taken against, measured under the
    // same load on the machine as the routes after it.
    rows.push(await measure('bare Fastify JSON', bareUrl, {}, null));
    const routes: { key: string; route: string; path: string; headers: Record<string, string> }[] = [
      { key: 'health', route: 'GET /api/health', path: '/api/health', headers: {} },
      { key: 'counters', route: 'GET /api/counters', path: '/api/counters', headers: {} },
      { key: 'me', route: 'GET /api/me (member)', path: '/api/me', headers: { cookie } },
      { key: 'profile', route: 'GET /api/profile (sub.)', path: '/api/profile', headers: { cookie } },
    ];
    for (const { key, route, path, headers } of routes) {
      if (chosenRoutes.has(key)) rows.push(await measure(route, `${base}${path}`, headers, log));
    }
    printFigures(
      `${target.name}: ${connections} connections, ${durationSeconds} s per route, load average ${loadavg()[0]!.toFixed(2)}`,
      rows,
    );
    return rows;
  } finally {
    await app?.close();
    await new Promise((resolve) => (log ? log.end(resolve) : resolve(undefined)));
    await dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const bare = await startBareRoute();
  const bareUrl = bare.url;
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const targets = [
    ...(chosenDatabases.has('pglite') ? [pgliteDatabase()] : []),
    ...(serverUrl && chosenDatabases.has('postgres') ? [postgresDatabase(serverUrl)] : []),
  ];
  let failed = false;
  try {
    console.log(`bench:api on Node ${process.version}, logs at level ${options['log-level']}, metrics ${options.metrics}`);
    if (!serverUrl) console.log('(set BENCH_DATABASE_URL=postgres://... to measure on PostgreSQL too)');
    for (const target of targets) {
      const rows = await benchTarget(target, bareUrl);
      if (rows.some((row) => row.failures > 0)) failed = true;
    }
  } finally {
    await bare.close();
  }
  if (failed) console.log('\nFAIL: a route answered something other than 2xx (see failures).');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
