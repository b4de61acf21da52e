// npm run bench:deck [-- --duration 10] [-- --connections 100] [-- --members 2000] [-- --pglite] [-- --profile]
//                    [-- --member-cache-seconds 10]
//
// Target S5 (docs/targets.md): the authenticated deck endpoint, GET /api/discovery/deck,
// under autocannon with 100 connections reaches at least 20% of a bare Fastify JSON route's
// requests per second, measured in the same run, with p99 at most 50 ms. Starts the app
// in-process on a free port over a fresh PostgreSQL database created for the run on the server
// BENCH_DATABASE_URL (or DATABASE_URL) names and dropped after it (`--pglite`: the embedded
// PGlite instead), seeds the demo data (seed/demo.ts: the demo accounts and a demo community of
// `--members` members with photos, likes and matches), signs in the demo Premium member
// (verified, subscribed, Premium: the deck never runs dry of allowance, and a GET spends no
// swipes anyway), prints what one deck request costs computed and kept in memory (the app keeps
// a member's session, stages and deck page for MEMBER_CACHE_SECONDS, dropped by any change, a
// swipe dropping only the page: docs/decisions/0026-member-path-caches.md;
// `--member-cache-seconds 0` measures without), then
// measures the bare route and the deck one after the other under the same
// load on the machine, autocannon sending from a worker thread. Prints req/s, p50, p99, CPU per
// request, the ratio, the statements the deck sends per request (PostgreSQL) and PASS/FAIL for
// each target; `--profile` adds a CPU profile of the server's thread under load. Exits 1 when a
// target is missed or a request failed. docs/benchmarks.md says how to read the figures.
import webpush from 'web-push';
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DeckResponse } from '../src/shared/contracts/discovery';
import { buildApp, type SahelHeartsApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { users } from '../src/server/db/schema';
import { deckCandidates } from '../src/server/modules/discovery/deck-query';
import { readViewer } from '../src/server/modules/member-cards/viewer';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { describeCommunity, seedDemoData } from '../src/server/seed/demo';
import { pgliteDatabase, postgresDatabase } from './bench/api-databases';
import { measure, portOf, printFigures, startBareRoute } from './bench/autocannon-measure';
import { profileWhile } from './bench/cpu-profile';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '2' },
    members: { type: 'string', default: '2000' },
    'log-level': { type: 'string', default: 'info' },
    pglite: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    /** The app's setting (docs/decisions/0026-member-path-caches.md); 0 measures every request read from the database. */
    'member-cache-seconds': { type: 'string', default: '10' },
    /** Computed deck pages timed one at a time for the CPU per page. */
    computed: { type: 'string', default: '200' },
    /** Requests a second of a fixed-rate run after the closed-loop one (0: none), for p99 at a given load. */
    rate: { type: 'string', default: '0' },
  },
});
const load = { connections: Number(options.connections), durationSeconds: Number(options.duration), warmupSeconds: Number(options.warmup) };
const TARGET_SHARE = 0.2;
const TARGET_P99_MS = 50;
/** seed/demo-onboarding.ts: verified, subscribed and Premium, a woman in London seeking men of 28 to 40. */
const VIEWER_EMAIL = 'selam@demo.sahelhearts.test';
const ORIGIN = 'http://localhost:3000';
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Statements sent through any node-postgres pool (the app's): counted around sequential requests. */
let statements = 0;
const poolQuery = Reflect.get(pg.Pool.prototype, 'query') as (this: pg.Pool, ...args: unknown[]) => unknown;
pg.Pool.prototype.query = function countedQuery(this: pg.Pool, ...args: unknown[]) {
  statements += 1;
  return poolQuery.apply(this, args);
} as typeof pg.Pool.prototype.query;

async function signInViewer(app: SahelHeartsApp): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email: VIEWER_EMAIL, password: DEMO_MEMBER_PASSWORD },
  });
  const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
  if (response.statusCode !== 200 || !session) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return `${session.name}=${session.value}`;
}

/** One deck as the browser gets it, checked to be the full page a Premium viewer should see. */
async function probeDeck(app: SahelHeartsApp, cookie: string): Promise<DeckResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/discovery/deck', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`the deck answered ${response.statusCode}: ${response.body}`);
  const deck = response.json<DeckResponse>();
  if (deck.needsProfile || !deck.isPremium || deck.cards.length === 0) {
    throw new Error(`the viewer's deck is not a Premium deck with cards: ${response.body.slice(0, 300)}`);
  }
  return deck;
}

const caching = Number(options['member-cache-seconds']) > 0;
const modes = {
  swipe: {
    drop: 'decks',
    label: caching ? 'computed after a swipe (deck page read; session and stages kept)' : 'computed (nothing kept)',
  },
  cold: { drop: 'all', label: 'computed cold (session, stages and deck page read)' },
  kept: { drop: null, label: caching ? 'kept in memory' : 'again (MEMBER_CACHE_SECONDS=0 keeps nothing)' },
} as const;
type DeckMode = keyof typeof modes;

/** `count` rounds of one request per mode, the modes taking turns, so that drift (the JIT, the machine's load) meets each alike. */
async function timeOneAtATime(app: SahelHeartsApp, cookie: string, viewerId: string, chosen: readonly DeckMode[], count: number) {
  const totals = chosen.map(() => ({ elapsedMs: 0, cpuMicros: 0, statements: 0 }));
  for (let index = 0; index < count; index += 1) {
    for (const [at, mode] of chosen.entries()) {
      const { drop } = modes[mode];
      if (drop) {
        app.memberChanges.changed([viewerId], drop);
        // This server hears its own signal on the bus a turn later and drops the same again: let
        // that happen before the request, or a cold drop's echo would empty the next page's kept session.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const before = statements;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await probeDeck(app, cookie);
      const total = totals[at]!;
      total.elapsedMs += performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      total.cpuMicros += cpu.user + cpu.system;
      total.statements += statements - before;
    }
  }
  for (const [at, mode] of chosen.entries()) {
    const total = totals[at]!;
    const perRequest = options.pglite ? '-' : (total.statements / count).toFixed(1);
    console.log(
      `  one request at a time, ${modes[mode].label}: ` +
        `${(total.elapsedMs / count).toFixed(1)} ms each, CPU ${(total.cpuMicros / count / 1000).toFixed(2)} ms each, ` +
        `${perRequest} SQL statements each (${count} requests)`,
    );
  }
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_SERVER;
  const target = options.pglite ? pgliteDatabase('bench-deck') : postgresDatabase(serverUrl, 'bench_deck');
  const bare = await startBareRoute();
  const { database, dispose } = await target.open();
  const dir = await mkdtemp(join(tmpdir(), 'bench-deck-files-'));
  const log = options['log-level'] === 'silent' ? null : createWriteStream(join(dir, 'app.log'));
  let app: SahelHeartsApp | undefined;
  let failed = false;
  try {
    console.log(
      `bench:deck on Node ${process.version}, ${target.name}, logs at level ${options['log-level']}, ` +
        `MEMBER_CACHE_SECONDS=${options['member-cache-seconds']}`,
    );
    await database.migrate();
    // Production's settings, so the app runs as it would there: no check of every answer against
    // its contract (app.ts checks them outside production only), production's security headers
    // and cookies. Its secrets are made up for the run; no mail leaves (nothing here sends any).
    const config = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      STORAGE_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
      ...benchVapidKeys(),
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_ORIGIN: ORIGIN,
      LOG_LEVEL: options['log-level'],
      STORAGE_DIR: join(dir, 'uploads'),
      PGLITE_DATA_DIR: join(dir, 'unused-pglite'),
      MEMBER_CACHE_SECONDS: options['member-cache-seconds'],
    });
    app = await buildApp({ config, db: database.db, serveWebApp: false, ...(log ? { logStream: log } : {}) });
    const community = await seedDemoData(database.db, config.BETTER_AUTH_SECRET, { storage: app.storage, size: Number(options.members) });
    if (community) console.log(describeCommunity(community));
    // The planner's statistics, as a database that has run a while has them (autovacuum has not
    // come round yet on tables filled seconds ago): without them it guesses scans of whole tables.
    await database.db.execute(sql`analyze`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const deckUrl = `http://127.0.0.1:${portOf(app.server.address())}/api/discovery/deck`;
    const cookie = await signInViewer(app);

    const now = new Date();
    const [viewerRow] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, VIEWER_EMAIL));
    const viewer = viewerRow && (await readViewer(database.db, viewerRow.id, now));
    if (!viewer) throw new Error(`${VIEWER_EMAIL} has no profile: seed/demo-onboarding.ts should have saved one`);
    const pool = await deckCandidates(database.db, viewer.profile, {}, now);
    const deck = await probeDeck(app, cookie);
    console.log(`viewer ${VIEWER_EMAIL}: ${pool.length} candidates scored per deck, ${deck.cards.length} cards a page`);
    // One request at a time: the page made again as after a swipe (which drops only the viewer's
    // deck page: the session and stages stay kept), and fully cold (a member's first page, or
    // after a write that drops everything kept about them: the session, stages and page read),
    // taking turns, then as the run below mostly meets it: kept for MEMBER_CACHE_SECONDS
    // (docs/decisions/0026-member-path-caches.md). With MEMBER_CACHE_SECONDS=0 the first two are
    // the same: nothing is kept. The CPU time is the process's (the server's thread; no load is
    // sent meanwhile), PostgreSQL's own not included.
    const computedCount = Number(options.computed);
    const oneAtATime = (chosen: readonly DeckMode[], count: number) => timeOneAtATime(app!, cookie, viewerRow.id, chosen, count);
    await oneAtATime(['swipe', 'cold'], 20); // warm-up: the prepared statements and the JIT
    await oneAtATime(['swipe', 'cold'], computedCount);
    await oneAtATime(['kept'], 20);
    if (options.profile) await profileWhile(() => oneAtATime(['swipe'], computedCount));

    const bareRow = await measure('bare Fastify JSON', bare.url, {}, null, load);
    const deckRow = await measure('GET /api/discovery/deck', deckUrl, { cookie }, log, load);
    printFigures(
      `${target.name}: ${load.connections} connections, ${load.durationSeconds} s per route, load average ${loadavg()[0]!.toFixed(2)}`,
      [bareRow, deckRow],
    );
    const share = deckRow.requestsPerSecond / Math.max(1, bareRow.requestsPerSecond);
    const shareOk = share >= TARGET_SHARE;
    const p99Ok = deckRow.p99 <= TARGET_P99_MS;
    console.log(
      `\nS5 req/s: deck ${(100 * share).toFixed(1)}% of the bare route (target >= ${100 * TARGET_SHARE}%): ${shareOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(`S5 p99:   deck ${deckRow.p99.toFixed(0)} ms (target <= ${TARGET_P99_MS} ms): ${p99Ok ? 'PASS' : 'FAIL'}`);
    if (deckRow.failures > 0 || bareRow.failures > 0) console.log('FAIL: a request failed or answered something other than 2xx.');
    failed = !shareOk || !p99Ok || deckRow.failures > 0 || bareRow.failures > 0;

    const rate = Number(options.rate);
    if (rate > 0) {
      const fixed = await measure(`deck at ${rate} req/s`, deckUrl, { cookie }, log, { ...load, overallRate: rate });
      printFigures(
        `${target.name}: a fixed ${rate} requests a second over ${load.connections} connections, load average ${loadavg()[0]!.toFixed(2)}`,
        [bareRow, fixed],
      );
      failed ||= fixed.failures > 0;
    }

    if (options.profile) {
      console.log('\nUnder load (closed loop, as the run above):');
      await profileWhile(async () => {
        await autocannon({
          url: deckUrl,
          connections: load.connections,
          duration: Math.min(5, load.durationSeconds),
          headers: { cookie },
          workers: 1,
        });
      });
    }
  } finally {
    await app?.close();
    await new Promise((resolve) => (log ? log.end(resolve) : resolve(undefined)));
    await dispose();
    await bare.close();
    await rm(dir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});

/** A VAPID pair of the run's own: production requires one (docs/decisions/0035-push-notifications.md). */
function benchVapidKeys() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:bench@example.org' };
}
