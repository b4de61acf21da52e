// npm run bench:discovery [-- --members 100000] [-- --swipes-per-member 50] [-- --viewers 10]
//                         [-- --samples 30] [-- --warmup 5] [-- --keep] [-- --reuse NAME]
//
// Measures target S6 (docs/targets.md): the deck's candidates query (deck-query.ts,
// docs/decisions/0020-discovery.md) at 100,000 members and 5,000,000 swipes must answer in
// p95 <= 5 ms, be at most 1.5 times slower when the viewer's history is ten times longer, and
// never read the swipe table whole. Creates a database of its own on the PostgreSQL server that
// BENCH_DATABASE_URL names (postgres://postgres@127.0.0.1:5432/postgres by default; no other
// database is written), migrates it as the app does, fills it in SQL (scripts/bench/
// discovery-data.ts), then times `deckCandidates` through drizzle on a node-postgres pool for two
// sets of viewers: both with the usual history first, then set A after swiping ten times as many
// members at random, and set B after swiping the top of their own deck (the worst case: the walk
// must step over every one of them). Prints p50/p95/max per group, the pages each deck touched
// (EXPLAIN ANALYZE, BUFFERS: the work, which unlike time does not depend on the machine's load;
// of the deck's prepared statement as a connection executes it, scripts/bench/query-plans.ts),
// the ratios, the plans and PASS/FAIL per target; exits 1 when one fails.
// The database is dropped at the end unless --keep is given; --reuse NAME measures again on a
// kept one (migrating it first, so a new index is there) without generating anything.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, openPostgres } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { deckCandidates } from '../src/server/modules/discovery/deck-query';
import type { Viewer } from '../src/server/modules/member-cards/viewer';
import { generatePopulation } from './bench/discovery-data';
import { chooseViewers, historyOf, swipeAtRandom, swipeTopOfDeck } from './bench/discovery-viewers';
import { buffersOf, executionMs, explain, planningMs, sequentialScans, type Statement, StatementRecorder } from './bench/query-plans';

const P95_TARGET_MS = 5;
const RATIO_TARGET = 1.5;
const HISTORY_GROWTH = 10;

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    'swipes-per-member': { type: 'string', default: '50' },
    viewers: { type: 'string', default: '10' },
    samples: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const members = Number(options.members);
const swipesPerMember = Number(options['swipes-per-member']);
const viewersPerSet = Number(options.viewers);
const samples = Number(options.samples);
const warmup = Number(options.warmup);

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = options.reuse ?? `bench_discovery_${randomBytes(6).toString('hex')}`;
if (!/^bench_discovery_[0-9a-f]{12}$/.test(databaseName))
  throw new Error(`--reuse takes a database this benchmark made, not ${databaseName}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

const log = (line = '') => console.log(line);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const load = () => `load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`;

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function migrate(): Promise<void> {
  const handle = openPostgres(databaseUrl);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

async function build(): Promise<void> {
  const start = performance.now();
  await migrate();
  log(`Generating ${members.toLocaleString('en')} members and ${(members * swipesPerMember).toLocaleString('en')} swipes:`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await generatePopulation(client, { members, swipesPerMember }, log);
  } finally {
    await client.end();
  }
  log(`  ${'total (with the migrations)'.padEnd(34)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

interface Group {
  name: string;
  viewers: Viewer[];
  timings: number[];
  candidates: number[];
  /** The viewers' average number of swipes while they were timed. */
  history: number;
  /** Per viewer: pages touched, and PostgreSQL's planning and execution time of the deck's statements. */
  work: { buffers: number; planningMs: number; executionMs: number }[];
  /** The deck's plans for the group's first viewer. */
  plans: { label: string; plan: string }[];
  /** The tables any viewer's plans read whole. */
  sequentialScans: Set<string>;
}

const group = (name: string, viewers: Viewer[]): Group => ({
  name,
  viewers,
  timings: [],
  candidates: [],
  history: 0,
  work: [],
  plans: [],
  sequentialScans: new Set(),
});

const label = (statement: Statement) => (statement.sql.includes('union all') ? 'boosted and most recently active' : 'candidates');

/**
 * The statements of each viewer's deck as drizzle sends them, analysed by PostgreSQL on the one
 * connection that ran them: the deck's prepared statement is analysed as that connection executes
 * it, after the five executions PostgreSQL plans for their values before it may keep one plan
 * for all (query-plans.ts).
 */
async function analyse(pool: pg.Pool, recorder: StatementRecorder, current: Group, now: Date): Promise<void> {
  const client = await pool.connect();
  try {
    const db = drizzle(client, { schema, logger: recorder }) as unknown as Database;
    for (const viewer of current.viewers) {
      for (let i = 0; i < 5; i++) await deckCandidates(db, viewer.profile, {}, now);
      const statements = await recorder.capture(() => deckCandidates(db, viewer.profile, {}, now));
      const plans = [];
      for (const statement of statements) plans.push({ label: label(statement), plan: await explain(client, statement) });
      if (current.plans.length === 0) current.plans = plans;
      for (const { plan } of plans) for (const table of sequentialScans(plan)) current.sequentialScans.add(table);
      current.work.push({
        buffers: plans.reduce((sum, { plan }) => sum + buffersOf(plan), 0),
        planningMs: plans.reduce((sum, { plan }) => sum + planningMs(plan), 0),
        executionMs: plans.reduce((sum, { plan }) => sum + executionMs(plan), 0),
      });
    }
  } finally {
    client.release();
  }
}

/**
 * Warm-up calls, then `samples` rounds over every viewer of every group, so drift hits all alike.
 * Each round also times a `select 1` through the same pool: the floor any query pays on this
 * machine at this moment, which tells a slow query from a busy machine.
 */
async function measure(pool: pg.Pool, db: Database, recorder: StatementRecorder, groups: Group[], now: Date): Promise<void> {
  for (const current of groups) {
    current.history = mean(await Promise.all(current.viewers.map((viewer) => historyOf(pool, viewer.row.id))));
    for (const viewer of current.viewers) for (let i = 0; i < warmup; i++) await deckCandidates(db, viewer.profile, {}, now);
  }
  log(`(${load()} before timing)`);
  const floor: number[] = [];
  for (let round = 0; round < samples; round++) {
    for (const current of groups) {
      for (const viewer of current.viewers) {
        const start = performance.now();
        const rows = await deckCandidates(db, viewer.profile, {}, now);
        current.timings.push(performance.now() - start);
        current.candidates.push(rows.length);
        const pingStart = performance.now();
        await pool.query('select 1');
        floor.push(performance.now() - pingStart);
      }
    }
  }
  log(
    `(${load()} after timing; select 1 through the pool meanwhile: p50 ${ms(percentile(floor, 0.5))}, p95 ${ms(percentile(floor, 0.95))})`,
  );
  for (const current of groups) await analyse(pool, recorder, current, now);
}

/** Nearest rank. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

function report(groups: Group[]): void {
  log();
  log(
    `${'group'.padEnd(30)} ${'history'.padStart(7)} ${'min'.padStart(9)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)} ` +
      `${'pages'.padStart(6)} ${'plan'.padStart(8)} ${'run'.padStart(8)} ${'rows'.padStart(5)}`,
  );
  for (const current of groups) {
    log(
      `${current.name.padEnd(30)} ${current.history.toFixed(0).padStart(7)} ${ms(Math.min(...current.timings)).padStart(9)} ` +
        `${ms(percentile(current.timings, 0.5)).padStart(9)} ` +
        `${ms(percentile(current.timings, 0.95)).padStart(9)} ${ms(Math.max(...current.timings)).padStart(9)} ` +
        `${mean(current.work.map((work) => work.buffers))
          .toFixed(0)
          .padStart(6)} ` +
        `${ms(mean(current.work.map((work) => work.planningMs))).padStart(8)} ${ms(mean(current.work.map((work) => work.executionMs))).padStart(8)} ` +
        `${mean(current.candidates).toFixed(0).padStart(5)}`,
    );
  }
  log('(min, p50, p95, max: deckCandidates as the API calls it, on the pool, rows mapped by drizzle;');
  log(' on a busy machine the min is the closest to what a quiet one would give;');
  log(' pages, plan, run: the mean per viewer of its statements under EXPLAIN (ANALYZE, BUFFERS); rows: candidates returned)');
}

/** The deck never offers a member the viewer swiped, however long the history (a wrong fast query is no win). */
async function checkNothingSwiped(pool: pg.Pool, db: Database, viewers: Viewer[], now: Date): Promise<void> {
  for (const viewer of viewers) {
    const rows = await deckCandidates(db, viewer.profile, {}, now);
    const swiped = await pool.query<{ count: number }>(
      `select count(*)::int as count from swipe where swiper_id = $1 and target_id = any($2)`,
      [viewer.row.id, rows.map((row) => row.id)],
    );
    if (swiped.rows[0]!.count > 0) throw new Error(`the deck of ${viewer.row.id} offers ${swiped.rows[0]!.count} members already swiped`);
  }
}

function verdicts(groups: Group[], pairs: [Group, Group][]): boolean {
  const results: [string, boolean][] = [];
  for (const current of groups) {
    const p95 = percentile(current.timings, 0.95);
    results.push([`p95 <= ${P95_TARGET_MS} ms, ${current.name}: ${ms(p95)}`, p95 <= P95_TARGET_MS]);
  }
  for (const [short, long] of pairs) {
    const ratio50 = percentile(long.timings, 0.5) / percentile(short.timings, 0.5);
    const ratio95 = percentile(long.timings, 0.95) / percentile(short.timings, 0.95);
    const pages = mean(long.work.map((work) => work.buffers)) / mean(short.work.map((work) => work.buffers));
    results.push([
      `${long.name} vs usual: median ${ratio50.toFixed(2)}x (p95 ${ratio95.toFixed(2)}x, pages ${pages.toFixed(2)}x), at most ${RATIO_TARGET}x`,
      ratio50 <= RATIO_TARGET,
    ]);
  }
  const scanned = new Set(groups.flatMap((current) => [...current.sequentialScans]));
  results.push([
    `no sequential scan of swipe in any viewer's plans (sequential scans: ${[...scanned].join(', ') || 'none'})`,
    !scanned.has('swipe'),
  ]);
  log();
  log('Targets (S6):');
  for (const [what, pass] of results) log(`  ${pass ? 'PASS' : 'FAIL'}  ${what}`);
  if (loadavg()[0]! > cpus().length / 2) log(`  (the machine was busy, ${load()}: times are longer than on a quiet one; pages are not)`);
  return results.every(([, pass]) => pass);
}

async function bench(): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  const recorder = new StatementRecorder();
  const db = drizzle(pool, { schema }) as unknown as Database;
  try {
    const now = new Date();
    const extra = (HISTORY_GROWTH - 1) * swipesPerMember;
    const chosen = await chooseViewers(pool, db, 2 * viewersPerSet, swipesPerMember, extra, now);
    if (chosen.length < 2 * viewersPerSet)
      throw new Error(`only ${chosen.length} members left with an untouched history and ${extra} members in their deck`);
    const setA = chosen.slice(0, viewersPerSet);
    const setB = chosen.slice(viewersPerSet);
    const shortA = group('A, usual history', setA);
    const shortB = group('B, usual history', setB);
    log();
    log(`Timing deckCandidates: ${viewersPerSet} viewers per set, ${warmup} warm-up and ${samples} timed calls each`);
    await measure(pool, db, recorder, [shortA, shortB], now);

    const growStart = performance.now();
    for (const viewer of setA) await swipeAtRandom(pool, viewer, extra);
    for (const viewer of setB) await swipeTopOfDeck(db, viewer, extra, now);
    log(`(${extra} more swipes per viewer in ${((performance.now() - growStart) / 1000).toFixed(1)} s)`);
    const longA = group(`A, ${HISTORY_GROWTH}x history, at random`, setA);
    const longB = group(`B, ${HISTORY_GROWTH}x history, top of deck`, setB);
    await measure(pool, db, recorder, [longA, longB], now);
    await checkNothingSwiped(pool, db, [...setA, ...setB], now);
    const groups = [shortA, shortB, longA, longB];
    report(groups);

    for (const current of [shortB, longB]) {
      for (const { label: which, plan } of current.plans) {
        log();
        log(`--- plan: ${which} members, first viewer of "${current.name}" ---`);
        log(plan);
      }
    }
    return verdicts(groups, [
      [shortA, longA],
      [shortB, longB],
    ]);
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  const version = (await server.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  const buffers = (await server.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers;
  await server.end();
  log(`PostgreSQL ${version} (shared_buffers ${buffers}); database ${databaseName}`);
  if (!options.reuse) await onServer(`create database ${databaseName}`);
  let passed = false;
  try {
    if (options.reuse) await migrate();
    else await build();
    passed = await bench();
  } finally {
    if (options.keep || options.reuse) log(`\nKept: ${databaseUrl}  (drop database ${databaseName} when done)`);
    else await onServer(`drop database if exists ${databaseName} with (force)`);
  }
  process.exitCode = passed ? 0 : 1;
}

await main();
