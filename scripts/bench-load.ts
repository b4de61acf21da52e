// npm run bench:load [-- --members 1000] [-- --duration 300] [-- --every 3] [-- --no-faults] [-- --live-bus redis|postgres]
//
// Measures target T10 (docs/targets.md, docs/benchmarks.md): simulated members doing what members
// do against two app servers behind one address, with a PostgreSQL restart a third of the way in
// and one app server killed (SIGKILL) and started again at two thirds. Starts everything it needs
// itself: a PostgreSQL 15 cluster of its own (never the machine's shared server), Redis when
// redis-server is installed, the migrations once (as `npm run db:migrate`), two servers
// (src/server/main.ts, NODE_ENV=production, MIGRATE_ON_START=false, the sandbox payment provider)
// and a reverse proxy; stops all of it on every way out, Ctrl-C included. Prints actions per
// second, p50/p95/p99 per action, errors by status inside and outside the outages, how long the
// servers answered 503 and took to recover, the lost check, and PASS/FAIL per target; exits 1
// when one fails.
import webpush from 'web-push';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { matchMembers } from '../src/server/test/conversations';
import { insertMember, MAN, yearsAgo } from '../src/server/test/discovery-members';
import { freePort, type ServerProcess, startServerProcess } from '../src/server/test/server-process';
import { TEST_PASSWORD } from '../src/server/test/site';
import { type Cluster, startCluster } from '../src/server/test/postgres-cluster';
import { type RedisServer, startRedis } from './bench/load/redis';
import { httpMessageSender, type MemberSeed, newRecords, type Records, SimulatedMember } from './bench/load/member';
import { type LoadBalancer, startProxy } from './bench/load/proxy';
import {
  type Action,
  type ActionFigures,
  actionFigures,
  checkNothingLost,
  errorsByStatus,
  figuresTable,
  type LostCheck,
  type LostCheckInput,
  lostNothing,
  type Outage,
  type Sample,
  uncleanDuringOutages,
} from './bench/load/report';
import { seededRandom } from '../src/server/platform/seeded-random';

const P99_TARGET_MS = 100;
const RECOVERY_TARGET_MS = 10_000;
const READY_POLL_MS = 100;

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '300' },
    every: { type: 'string', default: '3' },
    'no-faults': { type: 'boolean', default: false },
    'live-bus': { type: 'string' },
  },
});
const memberCount = Number(options.members);
const durationMs = Number(options.duration) * 1000;
const everyMs = Number(options.every) * 1000;

const log = (line = '') => console.log(line);
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What was started, stopped in reverse on every way out. */
const cleanups: (() => Promise<void> | void)[] = [];
/** Server processes to SIGKILL if this process exits before stopping them. */
const serverPids = new Set<number>();
let cleaningUp: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      // One step that hangs must not keep the cluster and Redis running: each gets 20 s.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(() => resolve(log('  (a clean-up step took over 20 s)')), 20_000)));
      try {
        await Promise.race([Promise.resolve(cleanup()), late]);
      } catch (error) {
        log(`  (clean-up: ${String(error)})`);
      } finally {
        clearTimeout(timer);
      }
    }
  })();
  return cleaningUp;
}
/** What must go even when this process exits at once (synchronous: the cluster, Redis). */
const onExit: (() => void)[] = [];
process.once('exit', () => {
  for (const stop of onExit) stop();
  for (const pid of serverPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping what the benchmark started`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function onDatabase<Row extends object>(url: string, statement: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The members: half women of 30 and half men of 32 in one city, each seeking the other (so their
 * decks hold each other), verified, with Basic and Premium (no daily allowance stops them over a
 * long run), each already matched with two members of the other side.
 */
async function seedMembers(databaseUrl: string): Promise<MemberSeed[]> {
  const handle = openPostgres(databaseUrl);
  try {
    const seeds: MemberSeed[] = [];
    const one = async (index: number) => {
      const man = index % 2 === 1;
      const email = `load-${index}@bench.example.org`;
      const id = await insertMember(handle.db, {
        email,
        plans: ['basic', 'premium'],
        ...(man ? { profile: MAN, dateOfBirth: yearsAgo(32) } : {}),
      });
      seeds[index] = { id, email, password: TEST_PASSWORD, gender: man ? 'man' : 'woman', conversations: new Map() };
    };
    for (let start = 0; start < memberCount; start += 8) {
      await Promise.all(Array.from({ length: Math.min(8, memberCount - start) }, (_, offset) => one(start + offset)));
    }
    // Woman 2k with men 2k+1 and 2k+3 (wrapping round): two conversations each.
    for (let index = 0; index + 1 < memberCount; index += 2) {
      for (const step of [1, 3]) {
        const partnerIndex = (index + step) % (memberCount - (memberCount % 2));
        const woman = seeds[index]!;
        const man = seeds[partnerIndex]!;
        if (man.gender !== 'man' || [...woman.conversations.values()].includes(man.id)) continue;
        const conversationId = await matchMembers(handle.db, woman.id, man.id);
        woman.conversations.set(conversationId, man.id);
        man.conversations.set(conversationId, woman.id);
      }
    }
    return seeds;
  } finally {
    await handle.close();
  }
}

/** Every `READY_POLL_MS`, each server's /api/ready, straight (not through the proxy). */
function watchReadiness(origins: () => string[]) {
  const notReady: { origin: string; at: number }[] = [];
  const timer = setInterval(() => {
    for (const origin of origins()) {
      const at = performance.now();
      fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(1_000) }).then(
        (answer) => {
          if (!answer.ok) notReady.push({ origin, at });
          void answer.body?.cancel();
        },
        () => notReady.push({ origin, at }),
      );
    }
  }, READY_POLL_MS);
  return { notReady, stop: () => clearInterval(timer) };
}

/** What /api/ready answered: 200, or its status and failing checks (`503 liveBus:disconnected`). */
async function readyAnswer(origin: string): Promise<string> {
  try {
    const answer = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2_000) });
    if (answer.ok) {
      void answer.body?.cancel();
      return '200';
    }
    const body = (await answer.json().catch(() => null)) as { code?: string; checks?: Record<string, string> } | null;
    const failing = Object.entries(body?.checks ?? {}).filter(([, value]) => value !== 'ok');
    return `${answer.status} ${body?.code ?? ''}${failing.map(([name, value]) => `${name}:${value}`).join(' ')}`.trim();
  } catch (error) {
    return `no answer (${error instanceof Error ? error.name : 'error'})`;
  }
}

/** Waits until every server answers /api/ready 200; returns when (performance.now()). */
async function allReady(origins: string[], timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let answers: string[] = [];
  while (performance.now() < deadline) {
    answers = await Promise.all(origins.map(readyAnswer));
    if (answers.every((answer) => answer === '200')) return performance.now();
    await sleep(50);
  }
  throw new Error(`the servers were not ready within ${timeoutMs / 1000} s: ${answers.join('; ')}`);
}

interface FaultReport {
  name: string;
  /** How long the fault itself took: pg_ctl restart; the killed server's start again. */
  faultMs: number;
  /**
   * From the fault's start until the service was whole: every server ready again (the restart);
   * the proxy sending nothing more to the killed server (the kill).
   */
  recoveryMs: number;
  /** First to last answer other than 200 of /api/ready, polled on every server, in the window. */
  notReadyMs: number;
  /** First to last 503 the members saw in the window. */
  answered503Ms: number;
}

type ServerSettings = Parameters<typeof startServerProcess>[0];

/** The two app servers: started, one started again after the kill, stopped on the way out. */
class AppServers {
  /** The servers in the proxy's slots (null while the killed one is being replaced). */
  readonly slots: (ServerProcess | null)[] = [null, null];
  /** Servers that exited without being told to (the killed one is not among them). */
  readonly exits: string[] = [];
  /** Every server started, the killed one included (what they logged is read at the end). */
  readonly everyServer: ServerProcess[] = [];
  private readonly settings: ServerSettings;

  constructor(settings: ServerSettings) {
    this.settings = settings;
    cleanups.push(async () => {
      for (const server of this.slots) if (server) serverPids.delete(server.pid);
      await Promise.all(this.slots.map((server) => server?.stop() ?? Promise.resolve()));
    });
  }

  async start(index: number): Promise<ServerProcess> {
    const server = await startServerProcess(this.settings);
    serverPids.add(server.pid);
    void server.exited.then((code) => {
      if (!serverPids.has(server.pid)) return;
      this.exits.push(`${server.origin} exited with ${code ?? 'a signal'}`);
      log(`  the server on ${server.origin} exited with ${code ?? 'a signal'}; its last output:\n${server.output().slice(-4_000)}`);
    });
    this.slots[index] = server;
    this.everyServer.push(server);
    return server;
  }

  origins(): string[] {
    return this.slots.flatMap((server) => (server ? [server.origin] : []));
  }
}

/** What the faults act on. */
interface Service {
  cluster: Cluster;
  servers: AppServers;
  proxy: LoadBalancer;
}

/** What the run recorded besides the members' own records. */
interface RunRecord {
  /** When the members started (performance.now()). */
  started: number;
  elapsedMs: number;
  outages: Outage[];
  faults: FaultReport[];
  /** The /api/ready polls that did not answer 200. */
  notReady: { origin: string; at: number }[];
}

async function main() {
  const runStarted = performance.now();
  log(
    `bench:load on Node ${process.version}: ${memberCount} members, one action every ${options.every} s each, for ${seconds(durationMs)} (${load()})`,
  );
  const { cluster, redis, databaseUrl } = await startDatabase();
  await migrateOnce(databaseUrl);
  const seeding = performance.now();
  const seeds = await seedMembers(databaseUrl);
  const conversations = seeds.reduce((sum, seed) => sum + seed.conversations.size, 0) / 2;
  log(`  ${seeds.length} members and ${conversations} conversations seeded in ${seconds(performance.now() - seeding)}`);
  const { servers, proxy, proxyOrigin } = await startService(databaseUrl, redis);

  const records = newRecords();
  const random = seededRandom(20261127);
  const members = await signInMembers(seeds, proxyOrigin, records, random);
  // The sign-ins above are the set-up, not the run's figures.
  records.samples.length = 0;
  const paymentEventsBefore = new Date();

  const run = await runMembers(members, { cluster, servers, proxy }, random);
  // Stragglers: messages still on their way, sockets reconnecting and catching up.
  await sleep(3_000);
  const stored = await storedRows(databaseUrl, paymentEventsBefore);
  members.forEach((member) => member.stop());
  const lost = checkNothingLost({ ...records, ...stored });
  measureOutages(run, records.samples);

  log();
  const { figures, errors } = reportRun(run, records, servers.everyServer);
  reportFaultsAndLosses(run, records, lost);
  const passed = reportTargets({ figures, errors, faults: run.faults, lost, exits: servers.exits });
  log(
    `headline: ${members.length} simulated members at one action every ${options.every} s held swipe/send p99 ${Math.max(p99Of(figures, 'swipe'), p99Of(figures, 'send')).toFixed(1)} ms ` +
      `(${withinP99Target(figures) ? 'within' : 'over'} ${P99_TARGET_MS} ms; ${load()}; whole run ${seconds(performance.now() - runStarted)})`,
  );
  process.exitCode = passed ? 0 : 1;
}

/** A PostgreSQL cluster of its own with a fresh database on it, and Redis unless the live bus is PostgreSQL. */
async function startDatabase(): Promise<{ cluster: Cluster; redis: RedisServer | null; databaseUrl: string }> {
  const cluster: Cluster = await startCluster();
  cleanups.push(() => cluster.stop());
  onExit.push(() => cluster.stop());
  const wantsRedis = options['live-bus'] !== 'postgres';
  const redis: RedisServer | null = wantsRedis ? await startRedis() : null;
  if (redis) {
    cleanups.push(() => redis.stop());
    onExit.push(() => redis.stop());
  }
  const liveBus = redis ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY';
  const databaseName = `bench_load_${randomBytes(4).toString('hex')}`;
  await onDatabase(cluster.url, `create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(cluster.url), { pathname: `/${databaseName}` }).toString();
  log(`  PostgreSQL 15 cluster of its own on port ${new URL(cluster.url).port}, live bus: ${liveBus}`);
  return { cluster, redis, databaseUrl };
}

/** `npm run db:migrate` once, as a deployment of several servers does (docs/operations.md). */
async function migrateOnce(databaseUrl: string): Promise<void> {
  const migrating = performance.now();
  const migration = openPostgres(databaseUrl);
  await migration.migrate();
  await migration.close();
  log(`  migrations applied in ${seconds(performance.now() - migrating)}`);
}

/** What the servers run with: production, the sandbox payment provider, limits a crowd on one address passes. */
function serverSettings(databaseUrl: string, redis: RedisServer | null, proxyOrigin: string, uploads: string): ServerSettings {
  return {
    DATABASE_URL: databaseUrl,
    ...(redis ? { REDIS_URL: redis.url } : {}),
    NODE_ENV: 'production',
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_ORIGIN: proxyOrigin,
    TRUST_PROXY: 'true',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    // No e-mail is sent during the run (nobody signs up or resets a password); production needs one.
    SMTP_URL: 'smtp://127.0.0.1:1',
    STORAGE_DIR: uploads,
    STORAGE_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    ...benchVapidKeys(),
    PAYMENT_PROVIDERS: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    VERIFICATION_PROVIDER: 'manual',
    // Every member signs in from 127.0.0.1: the per-address limits would stop a crowd behind one address.
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1000',
  };
}

/** The two servers and the proxy in front of them, once both are ready. */
async function startService(
  databaseUrl: string,
  redis: RedisServer | null,
): Promise<{ servers: AppServers; proxy: LoadBalancer; proxyOrigin: string }> {
  const uploads = mkdtempSync(join(tmpdir(), 'bench-load-uploads-'));
  cleanups.push(() => rmSync(uploads, { recursive: true, force: true }));
  const proxyPort = await freePort();
  const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
  const servers = new AppServers(serverSettings(databaseUrl, redis, proxyOrigin, uploads));
  // One after the other: two starting at once on a busy 2-core machine may each miss the start-up budget.
  await servers.start(0);
  await servers.start(1);
  const proxy: LoadBalancer = await startProxy(
    proxyPort,
    servers.slots.map((server) => server!.origin),
  );
  cleanups.push(() => proxy.close());
  await allReady(servers.origins());
  log(`  2 servers (${servers.origins().join(', ')}) behind ${proxyOrigin}`);
  return { servers, proxy, proxyOrigin };
}

/** Every member signed in through the proxy, twenty at a time, with their sockets open. */
async function signInMembers(seeds: MemberSeed[], proxyOrigin: string, records: Records, random: () => number): Promise<SimulatedMember[]> {
  const members = seeds.map((seed) => new SimulatedMember(seed, proxyOrigin, records, httpMessageSender, random));
  cleanups.push(() => members.forEach((member) => member.stop()));
  const signingIn = performance.now();
  for (let start = 0; start < members.length; start += 20) {
    const batch = members.slice(start, start + 20);
    // Before the run, a busy server's 503 (SERVER_BUSY: an overloaded machine) is tried again.
    const signedIn = await Promise.all(
      batch.map(async (member) => {
        let status = await member.signIn();
        for (let tries = 1; status === 503 && tries < 10; tries++) {
          await sleep(1_000);
          status = await member.signIn();
        }
        return status;
      }),
    );
    const refused = signedIn.find((status) => status !== 200);
    if (refused !== undefined) throw new Error(`a member could not sign in before the run: ${refused}`);
    await Promise.all(batch.map((member) => member.openSocket()));
  }
  log(`  ${members.length} members signed in with their sockets open in ${seconds(performance.now() - signingIn)} (${load()})`);
  return members;
}

/** The run: every member acting until the end, the faults injected meanwhile, /api/ready polled throughout. */
async function runMembers(members: SimulatedMember[], service: Service, random: () => number): Promise<RunRecord> {
  const readiness = watchReadiness(() => service.servers.origins());
  const started = performance.now();
  const run: RunRecord = { started, elapsedMs: 0, outages: [], faults: [], notReady: readiness.notReady };
  const ends = started + durationMs;
  const faultsDone = injectFaults(service, run);
  await Promise.all([...members.map((member) => actUntil(member, ends, random)), faultsDone]);
  run.elapsedMs = performance.now() - started;
  readiness.stop();
  return run;
}

/** One member's part in the run: an action every `everyMs` or so until `ends`. */
async function actUntil(member: SimulatedMember, ends: number, random: () => number): Promise<void> {
  member.start();
  // Spread over the first interval, so that the members do not all act in step.
  await sleep(random() * everyMs);
  while (performance.now() < ends && !cleaningUp) {
    const next = performance.now() + everyMs * (0.5 + random());
    await member.act();
    await sleep(Math.max(0, next - performance.now()));
  }
}

/** The PostgreSQL restart a third of the way in and the server kill at two thirds (unless --no-faults). */
async function injectFaults(service: Service, run: RunRecord): Promise<void> {
  if (options['no-faults']) return;
  await sleep(durationMs / 3);
  await restartPostgres(service, run);
  await sleep(Math.max(0, run.started + (2 * durationMs) / 3 - performance.now()));
  await killAServer(service, run);
}

/** pg_ctl restart; the service is back once every server answers /api/ready 200 again. */
async function restartPostgres({ cluster, servers }: Service, run: RunRecord): Promise<void> {
  const restartAt = performance.now();
  log(`  ${seconds(restartAt - run.started)}: pg_ctl restart (${load()})`);
  cluster.restart();
  const restarted = performance.now();
  const readyAgain = await allReady(servers.origins());
  run.outages.push({ name: 'PostgreSQL restart', from: restartAt, to: readyAgain });
  run.faults.push({
    name: 'PostgreSQL restart',
    faultMs: restarted - restartAt,
    recoveryMs: readyAgain - restartAt,
    notReadyMs: 0,
    answered503Ms: 0,
  });
  log(`  ${seconds(readyAgain - run.started)}: every server ready again`);
}

/** SIGKILL to the second server, then a new one started in its place. */
async function killAServer({ servers, proxy }: Service, run: RunRecord): Promise<void> {
  const victim = servers.slots[1]!;
  const killAt = performance.now();
  log(`  ${seconds(killAt - run.started)}: SIGKILL to the server on ${victim.origin} (${load()})`);
  serverPids.delete(victim.pid);
  process.kill(victim.pid, 'SIGKILL');
  // The service is back once the proxy's health check stops sending to the dead server.
  while (proxy.isReady(1)) await sleep(10);
  const routedAround = performance.now();
  run.outages.push({ name: 'app server kill', from: killAt, to: routedAround });
  const fault: FaultReport = { name: 'app server kill', faultMs: 0, recoveryMs: routedAround - killAt, notReadyMs: 0, answered503Ms: 0 };
  run.faults.push(fault);
  log(`  ${seconds(routedAround - run.started)}: the proxy sends nothing more to the killed server`);
  await victim.stop();
  servers.slots[1] = null;
  const startingAgain = performance.now();
  const replacement = await servers.start(1);
  proxy.setBackend(1, replacement.origin);
  const readyAfterKill = await allReady(servers.origins());
  fault.faultMs = readyAfterKill - startingAgain;
  log(`  ${seconds(readyAfterKill - run.started)}: the new server on ${replacement.origin} is ready (${load()})`);
}

/** For the lost check: the swipes, messages and payment events the database holds. */
async function storedRows(
  databaseUrl: string,
  paymentEventsBefore: Date,
): Promise<Pick<LostCheckInput, 'swipesStored' | 'messageIdsStored' | 'paymentsStored'>> {
  const swipesStored = new Set(
    (await onDatabase<{ key: string }>(databaseUrl, `select swiper_id || '>' || target_id as key from swipe`)).map((row) => row.key),
  );
  const messageIdsStored = new Set((await onDatabase<{ id: string }>(databaseUrl, 'select id from message')).map((row) => Number(row.id)));
  const paymentsStored = new Map(
    (
      await onDatabase<{ user_id: string; count: string }>(
        databaseUrl,
        `select user_id, count(*) from payment_events where type = 'invoice.paid' and occurred_at >= $1 group by user_id`,
        [paymentEventsBefore],
      )
    ).map((row) => [row.user_id, Number(row.count)]),
  );
  return { swipesStored, messageIdsStored, paymentsStored };
}

/** 503 spans per outage, as the members saw them, and how long /api/ready was not 200 in each. */
function measureOutages({ outages, faults, notReady }: RunRecord, samples: readonly Sample[]): void {
  for (const [index, outage] of outages.entries()) {
    const refused = samples.filter((sample) => sample.status === 503 && sample.endedAt >= outage.from && sample.startedAt <= outage.to);
    if (refused.length > 0) {
      faults[index]!.answered503Ms =
        Math.max(...refused.map((sample) => sample.endedAt)) - Math.min(...refused.map((sample) => sample.startedAt));
    }
    const polls = notReady.filter((poll) => poll.at >= outage.from && poll.at <= outage.to).map((poll) => poll.at);
    if (polls.length > 0) faults[index]!.notReadyMs = Math.max(...polls) - Math.min(...polls) + READY_POLL_MS;
  }
}

const describe = (counts: Map<string, number>) => [...counts].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none';

/** The requests made, their latency per action, and the errors: by status, by action, and as the servers logged them. */
function reportRun(
  { elapsedMs, outages }: RunRecord,
  records: Records,
  everyServer: ServerProcess[],
): { figures: ActionFigures[]; errors: ReturnType<typeof errorsByStatus> } {
  log(
    `run: ${seconds(elapsedMs)}, ${records.samples.length} requests (${(records.samples.length / (elapsedMs / 1000)).toFixed(1)} a second), ${records.socketsOpened} sockets opened (${load()})`,
  );
  log('latency of the requests answered 2xx outside the outages:');
  const figures = actionFigures(records.samples, outages, elapsedMs / 1000);
  for (const line of figuresTable(figures)) log(`  ${line}`);
  const errors = errorsByStatus(records.samples, outages);
  log(`errors outside the outages: ${describe(errors.outside)}`);
  log(`errors during the outages: ${describe(errors.during)}`);
  const failedActions = new Map<string, number>();
  for (const sample of records.samples) {
    if (sample.status >= 200 && sample.status < 300) continue;
    const key = `${sample.action} ${sample.status || 'no answer'}`;
    failedActions.set(key, (failedActions.get(key) ?? 0) + 1);
  }
  log(`errors by action: ${describe(failedActions)}`);
  // What the servers logged at error level (a 500's cause), the killed one's included.
  for (const server of everyServer) {
    const errorLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50'));
    for (const line of errorLines.slice(0, 3)) log(`  ${server.origin} logged: ${line.slice(0, 600)}`);
  }
  return { figures, errors };
}

/** Each fault's figures, then the lost check's, with the first undelivered messages. */
function reportFaultsAndLosses({ faults, notReady, started }: RunRecord, records: Records, lost: LostCheck): void {
  for (const fault of faults) {
    log(
      `${fault.name}: ${fault.name === 'app server kill' ? 'started again in' : 'pg_ctl restart took'} ${seconds(fault.faultMs)}; /api/ready not 200 for ${seconds(fault.notReadyMs)}; ` +
        `the members saw 503s for ${seconds(fault.answered503Ms)}; recovered ${seconds(fault.recoveryMs)} after it began`,
    );
  }
  log(`/api/ready polled every ${READY_POLL_MS} ms: ${notReady.length} answers other than 200`);
  log(
    `lost check: ${records.swipesAnswered.size} swipes, ${records.messagesAnswered.length} messages, ${[...records.paymentsAnswered.values()].reduce((a, b) => a + b, 0)} payments answered 2xx; ` +
      `missing rows ${JSON.stringify(lost.missingRows)}, ${lost.undelivered.length} undelivered, ${lost.deliveredTwice.length} delivered twice`,
  );

  for (const id of lost.undelivered.slice(0, 5)) {
    const sent = records.messagesAnswered.find((message) => message.id === id)!;
    log(`  undelivered: message ${id} to ${sent.recipientId}, answered at ${seconds((sent.answeredAt ?? started) - started)}`);
  }
}

const p99Of = (figures: ActionFigures[], action: Action) => figures.find((row) => row.action === action)!.p99;
const withinP99Target = (figures: ActionFigures[]) => p99Of(figures, 'swipe') <= P99_TARGET_MS && p99Of(figures, 'send') <= P99_TARGET_MS;

/** PASS or FAIL for each T10 target; whether all passed. */
function reportTargets(outcome: {
  figures: ActionFigures[];
  errors: ReturnType<typeof errorsByStatus>;
  faults: FaultReport[];
  lost: LostCheck;
  exits: string[];
}): boolean {
  const { figures, errors, faults, lost, exits } = outcome;
  const swipeP99 = p99Of(figures, 'swipe');
  const sendP99 = p99Of(figures, 'send');
  const unclean = uncleanDuringOutages(errors.during, !options['no-faults']);
  const outsideCount = [...errors.outside.values()].reduce((a, b) => a + b, 0);
  const results: [boolean, string][] = [
    [outsideCount === 0, `0 errors outside the outages (${outsideCount})`],
    [
      unclean.length === 0 && exits.length === 0,
      `clean 503s during the outages (other statuses: ${unclean.join(', ') || 'none'}; servers exited: ${exits.length})`,
    ],
    [
      faults.every((fault) => fault.recoveryMs <= RECOVERY_TARGET_MS),
      `recovery within ${RECOVERY_TARGET_MS / 1000} s (${faults.map((fault) => `${fault.name} ${seconds(fault.recoveryMs)}`).join(', ') || 'no faults'})`,
    ],
    [lostNothing(lost), 'nothing lost, every message delivered once'],
    [
      withinP99Target(figures),
      `p99 <= ${P99_TARGET_MS} ms outside the outages: swipe ${swipeP99.toFixed(1)} ms, send ${sendP99.toFixed(1)} ms`,
    ],
  ];
  log();
  for (const [pass, line] of results) log(`${pass ? 'PASS' : 'FAIL'}  T10 ${line}`);
  return results.every(([pass]) => pass);
}

try {
  await main();
} catch (error) {
  log(`bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  // Members' timers and sockets of a failed run must not keep the process alive.
  process.exit(process.exitCode ?? 0);
}

/** A VAPID pair of the run's own: production requires one (docs/decisions/0035-push-notifications.md). */
function benchVapidKeys() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:bench@example.org' };
}
