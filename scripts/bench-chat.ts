// npm run bench:chat [-- --seconds 60] [-- --warmup 5] [-- --rate 200] [-- --pairs 250] [-- --engines postgres,redis] [-- --via socket,http]
//
// Measures target S7 (docs/targets.md): a message from a member on server A reaches the
// other member's socket on server B within p99 150 ms at 200 messages a second. For each fan-out
// engine (docs/decisions/0023-messages.md): creates a database of its own on the PostgreSQL server
// BENCH_DATABASE_URL names (postgres://postgres@127.0.0.1:5432/postgres by default; dropped at the
// end), migrates it, adds `pairs` matched pairs (the senders Premium, so no daily limit stops
// them, and enough of them that none passes DISCOVERY_LIMITS.messagesPerMinute at `rate`),
// starts two real server processes on it (with BENCH_REDIS_URL, redis://127.0.0.1:6379 by
// default, for the Redis engine), opens every sender's socket on A and every receiver's on B, then
// sends `rate` messages a second for `seconds` through A and times each from the moment it leaves
// to the moment it arrives on the receiver's socket on B. For each way of writing (`--via`): as a
// `send` frame on the sender's open socket on A, the way the browser sends when its socket is open,
// and as a POST, each sender over a kept-alive connection of its own, the browser's fallback
// (docs/decisions/0023-messages.md, "Sending on the socket"). Prints p50/p95/p99/max, lost
// messages, the rate achieved, the servers' CPU per message, and PASS/FAIL per engine and way;
// exits 1 when one fails.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { DISCOVERY_LIMITS } from '../src/shared/constants';
import type { LiveEvent } from '../src/shared/contracts/messages';
import { openPostgres } from '../src/server/db/client';
import { matchMembers } from '../src/server/test/conversations';
import { insertMember, MAN, yearsAgo } from '../src/server/test/discovery-members';
import { type ServerProcess, startServerProcess } from '../src/server/test/server-process';
import { TEST_PASSWORD } from '../src/server/test/site';
import { mainThreadProfileIn, type MessagePhase, PHASES, phasesOfProfile } from './bench/message-phases';
import { MemberConnection } from './bench/member-connection';
import { cpuSnapshot, cpuUsedBetween } from './bench/process-cpu';

const P99_TARGET_MS = 150;
const STRAGGLERS_MS = 5_000;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    rate: { type: 'string', default: '200' },
    pairs: { type: 'string', default: '250' },
    engines: { type: 'string', default: 'postgres,redis' },
    via: { type: 'string', default: 'socket,http' },
  },
});
const seconds = Number(options.seconds);
const warmupSeconds = Number(options.warmup);
const rate = Number(options.rate);
const pairCount = Number(options.pairs);
const engines = options.engines.split(',') as ('postgres' | 'redis')[];
type Via = 'socket' | 'http';
const ways = options.via.split(',') as Via[];
if (ways.some((way) => way !== 'socket' && way !== 'http')) throw new Error(`--via takes socket, http or both, not ${options.via}`);
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

const log = (line = '') => console.log(line);
const load = () => `load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`;
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
/** The monotonic clock in microseconds, the one the servers' CPU profiles are timed by. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function onServer<Row extends object = object>(statement: string, values: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query<Row>(statement, values)).rows;
  } finally {
    await admin.end();
  }
}

/** The PostgreSQL backends serving the benchmark's database (its servers' pools and listeners). */
async function backendsOf(databaseName: string): Promise<number[]> {
  const rows = await onServer<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [databaseName]);
  return rows.map((row) => row.pid);
}

interface Pair {
  conversationId: number;
  senderCookie: string;
  receiverCookie: string;
  /** The sender's browser: its one kept-alive connection to server A. */
  sender: MemberConnection;
  /** The sender's live socket on A (set once open). */
  senderSocket?: WebSocket;
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
  if (!cookie) throw new Error(`sign-in of ${email}: no session cookie`);
  return cookie.split(';', 1)[0]!;
}

async function addPairs(databaseUrl: string, server: ServerProcess): Promise<Pair[]> {
  const handle = openPostgres(databaseUrl);
  try {
    const pairs: Pair[] = [];
    for (let index = 0; index < pairCount; index++) {
      const sender = `sender-${index}@bench.example.org`;
      const receiver = `receiver-${index}@bench.example.org`;
      const senderId = await insertMember(handle.db, {
        email: sender,
        profile: MAN,
        dateOfBirth: yearsAgo(32),
        plans: ['basic', 'premium'],
      });
      const receiverId = await insertMember(handle.db, { email: receiver });
      pairs.push({
        conversationId: await matchMembers(handle.db, senderId, receiverId),
        senderCookie: await signIn(server, sender),
        receiverCookie: await signIn(server, receiver),
        sender: new MemberConnection(),
      });
    }
    return pairs;
  } finally {
    await handle.close();
  }
}

function openSocket(server: ServerProcess, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/api/live`, { headers: { cookie, origin: server.origin } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

interface Figures {
  engine: string;
  via: Via;
  sent: number;
  refused: number;
  delivered: number[];
  /** When A answered each POST: the write alone (the access check, the transaction, the signal). */
  answered: number[];
  /** The second of the run in which each delivery over the target arrived: stalls show as clusters. */
  slowAtS: number[];
  elapsedS: number;
  /** CPU milliseconds each process used over the measured run (null where it could not be read). */
  cpuMs?: { serverA: number | null; serverB: number | null; postgres: number | null };
  /** Main-thread CPU milliseconds per phase, from each server's profile. */
  phases?: { serverA: Record<MessagePhase, number>; serverB: Record<MessagePhase, number> };
}

/** What one phase of sending at `rate` measured. */
interface Phase {
  sent: number;
  refused: number;
  delivered: number[];
  answered: number[];
  slowAtS: number[];
  started: number;
}

const newPhase = (): Phase => ({ sent: 0, refused: 0, delivered: [], answered: [], slowAtS: [], started: performance.now() });

/** Messages by client id: when each left, and in which phase. */
type Sendings = Map<string, { leftAt: number; phase: Phase }>;

interface Traffic {
  /** Each message on its way: when it left, and in which phase. */
  onTheWay: Sendings;
  /** Messages sent on a socket, until A answers them: when they left, and in which phase. */
  unanswered: Sendings;
}

/** What the measured phase measured, and its window on the servers' clock (their CPU profiles'). */
interface MeasuredRun {
  figures: Figures;
  fromUs: number;
  toUs: number;
}

/**
 * Sends `rate` a second through A, first for the warm-up (its figures printed apart: a server just
 * started opens its database connections and compiles its hot paths under the first burst), then
 * for `seconds`; returns each delivery time as B's sockets saw it.
 */
async function run(
  engine: 'postgres' | 'redis',
  via: Via,
  databaseName: string,
  databaseUrl: string,
): Promise<{ warmup: Figures; measured: Figures }> {
  const live: Record<string, string> = engine === 'redis' ? { REDIS_URL: redisUrl } : {};
  const settings = {
    DATABASE_URL: databaseUrl,
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '100000',
    ...live,
  };
  // Each server writes a CPU profile when it stops; only the measured run's samples are read.
  const profiles = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const profiled = (name: string) => ['--cpu-prof', '--cpu-prof-dir', join(profiles, name)];
  const [serverA, serverB] = await Promise.all([startServerProcess(settings, profiled('a')), startServerProcess(settings, profiled('b'))]);
  const sockets: WebSocket[] = [];
  let measuredRun: MeasuredRun | null = null;
  let pairs: Pair[] = [];
  try {
    pairs = await addPairs(databaseUrl, serverA);
    const traffic: Traffic = { onTheWay: new Map(), unanswered: new Map() };
    await openSockets(pairs, serverA, serverB, traffic, sockets);
    log(
      `  ${engine}, ${via === 'socket' ? 'on the sockets' : 'over HTTP'}: 2 servers (${serverA.origin}, ${serverB.origin}), ${pairs.length} pairs, ${sockets.length} sockets; sending (${load()})`,
    );
    const sendOne = messageSender(via, serverA, pairs, traffic);
    const sendFor = (phaseSeconds: number) => sendForSeconds(phaseSeconds, sendOne, engine, via);
    const warmup = await sendFor(warmupSeconds);
    measuredRun = await withCpu([serverA, serverB], databaseName, () => sendFor(seconds));
    return { warmup, measured: measuredRun.figures };
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const pair of pairs) pair.sender.close();
    await Promise.all([serverA.stop(), serverB.stop()]);
    if (measuredRun) readPhases(measuredRun, profiles);
    if (process.env.BENCH_KEEP_PROFILES) log(`  profiles kept in ${profiles}`);
    else rmSync(profiles, { recursive: true, force: true });
  }
}

/**
 * Opens each sender's socket on A (its answers time the writes) and each receiver's on B (its
 * messages time the deliveries), adding each to `sockets` as it opens.
 */
async function openSockets(pairs: Pair[], serverA: ServerProcess, serverB: ServerProcess, traffic: Traffic, sockets: WebSocket[]) {
  for (const pair of pairs) {
    pair.senderSocket = await openSocket(serverA, pair.senderCookie);
    pair.senderSocket.on('message', (data: Buffer) => noteAnswer(traffic.unanswered, data));
    sockets.push(pair.senderSocket);
    const receiver = await openSocket(serverB, pair.receiverCookie);
    receiver.on('message', (data: Buffer) => noteDelivery(traffic.onTheWay, data));
    sockets.push(receiver);
  }
}

/** A's answer on the sender's socket to a message sent on it: the write alone. */
function noteAnswer(unanswered: Sendings, data: Buffer): void {
  const event = JSON.parse(data.toString()) as LiveEvent;
  if (event.type !== 'sent' && event.type !== 'send-refused') return;
  const sending = unanswered.get(event.clientId);
  if (!sending) return;
  unanswered.delete(event.clientId);
  sending.phase.answered.push(performance.now() - sending.leftAt);
  if (event.type === 'send-refused') sending.phase.refused += 1;
}

/** A message arriving on the receiver's socket on B: the whole way. */
function noteDelivery(onTheWay: Sendings, data: Buffer): void {
  const event = JSON.parse(data.toString()) as LiveEvent;
  if (event.type !== 'message') return;
  const sending = onTheWay.get(event.message.clientId);
  if (sending === undefined) return;
  onTheWay.delete(event.message.clientId);
  const took = performance.now() - sending.leftAt;
  sending.phase.delivered.push(took);
  if (took > P99_TARGET_MS) sending.phase.slowAtS.push(Math.floor((performance.now() - sending.phase.started) / 1000));
}

/** Sends one message through A from each pair in turn: a `send` frame on its socket, or a POST. */
function messageSender(via: Via, serverA: ServerProcess, pairs: Pair[], { onTheWay, unanswered }: Traffic): (phase: Phase) => void {
  let count = 0;
  return (phase) => {
    const pair = pairs[count % pairs.length]!;
    const clientId = randomUUID();
    const leftAt = performance.now();
    onTheWay.set(clientId, { leftAt, phase });
    phase.sent += 1;
    count += 1;
    const body = `Message ${count} from the benchmark`;
    if (via === 'socket') {
      unanswered.set(clientId, { leftAt, phase });
      pair.senderSocket!.send(JSON.stringify({ type: 'send', conversationId: pair.conversationId, input: { clientId, body } }));
      return;
    }
    pair.sender
      .postJson(
        `${serverA.origin}/api/conversations/${pair.conversationId}/messages`,
        { cookie: pair.senderCookie, origin: serverA.origin },
        JSON.stringify({ clientId, body }),
      )
      .then(
        (status) => {
          phase.answered.push(performance.now() - leftAt);
          if (status < 200 || status >= 300) phase.refused += 1;
        },
        () => (phase.refused += 1),
      );
  };
}

/** One phase: `rate` messages a second for `phaseSeconds`, then up to STRAGGLERS_MS for the last to arrive. */
async function sendForSeconds(phaseSeconds: number, sendOne: (phase: Phase) => void, engine: string, via: Via): Promise<Figures> {
  const phase = newPhase();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - phase.started;
      const due = Math.min(Math.floor((elapsed / 1000) * rate), phaseSeconds * rate);
      while (phase.sent < due) sendOne(phase);
      if (elapsed >= phaseSeconds * 1000) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const elapsedS = (performance.now() - phase.started) / 1000;
  const waitUntil = performance.now() + STRAGGLERS_MS;
  while (phase.delivered.length + phase.refused < phase.sent && performance.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { engine, via, ...phase, elapsedS };
}

/** Runs `measure`, adding the CPU the two servers and the database's backends used meanwhile. */
async function withCpu(
  [serverA, serverB]: [ServerProcess, ServerProcess],
  databaseName: string,
  measure: () => Promise<Figures>,
): Promise<MeasuredRun> {
  const processesNow = async () => cpuSnapshot([serverA.pid, serverB.pid, ...(await backendsOf(databaseName))]);
  const before = await processesNow();
  const fromUs = nowUs();
  const figures = await measure();
  const toUs = nowUs();
  const after = await processesNow();
  const ofServer = (pid: number) =>
    cpuUsedBetween(new Map([[pid, before.get(pid) ?? 0]]), new Map(after.has(pid) ? [[pid, after.get(pid)!]] : []));
  const backends = (snapshot: Map<number, number>) => new Map([...snapshot].filter(([pid]) => pid !== serverA.pid && pid !== serverB.pid));
  figures.cpuMs = {
    serverA: ofServer(serverA.pid),
    serverB: ofServer(serverB.pid),
    postgres: cpuUsedBetween(backends(before), backends(after)),
  };
  return { figures, fromUs, toUs };
}

/** Where each server's main thread spent the measured window, from the profiles they wrote on stopping. */
function readPhases({ figures, fromUs, toUs }: MeasuredRun, profiles: string): void {
  if (process.env.BENCH_KEEP_PROFILES) log(`  window ${fromUs} to ${toUs}`);
  try {
    figures.phases = {
      serverA: phasesOfProfile(mainThreadProfileIn(join(profiles, 'a')), fromUs, toUs),
      serverB: phasesOfProfile(mainThreadProfileIn(join(profiles, 'b')), fromUs, toUs),
    };
  } catch (error) {
    log(`  (no CPU profile to read: ${String(error)})`);
  }
}

/** CPU per message: each process's total, then where the servers' main threads spent it. */
function cpuLines(figures: Figures): string[] {
  // Per message stored (sent and not refused), delivered or not: a lost one cost its write too.
  const stored = Math.max(1, figures.sent - figures.refused);
  const perMessage = (ms: number | null | undefined) => (ms === null || ms === undefined ? 'n/a' : `${(ms / stored).toFixed(3)} ms`);
  const { cpuMs, phases } = figures;
  if (!cpuMs) return [];
  const servers = cpuMs.serverA === null || cpuMs.serverB === null ? null : cpuMs.serverA + cpuMs.serverB;
  const lines = [
    `        server CPU per message: ${perMessage(servers)} (A ${perMessage(cpuMs.serverA)}, B ${perMessage(cpuMs.serverB)}); PostgreSQL ${perMessage(cpuMs.postgres)}` +
      (servers === null ? '' : `; ${((servers / 1000 / figures.elapsedS) * 100).toFixed(0)}% of one core for both servers`),
  ];
  if (phases) {
    // The profile's samples are spaced in wall time, which a busy machine stretches: its shares
    // split the process's CPU time (from /proc), rather than being read as times themselves.
    lines.push(`        ... split by phase (ms per message)${PHASES.map((phase) => phase.padStart(11)).join('')}`);
    for (const [name, byPhase, total] of [
      ['server A', phases.serverA, cpuMs.serverA],
      ['server B', phases.serverB, cpuMs.serverB],
    ] as const) {
      const sampled = PHASES.reduce((sum, phase) => sum + byPhase[phase], 0);
      const scale = total === null || sampled === 0 ? 1 : total / sampled;
      lines.push(
        `          ${name.padEnd(32)}${PHASES.map((phase) => ((byPhase[phase] * scale) / stored).toFixed(3).padStart(11)).join('')}`,
      );
    }
  }
  return lines;
}

function figuresLine(figures: Figures): string {
  const sorted = [...figures.delivered].sort((a, b) => a - b);
  const lost = figures.sent - figures.refused - sorted.length;
  return `${figures.engine.padEnd(10)} ${figures.via.padEnd(6)} ${String(figures.sent).padStart(6)} ${String(sorted.length).padStart(11)} ${String(lost).padStart(5)} ${String(figures.refused).padStart(8)} ${(figures.sent / figures.elapsedS).toFixed(0).padStart(6)} ${[0.5, 0.95, 0.99].map((share) => percentile(sorted, share).toFixed(1).padStart(8)).join(' ')} ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(8)}`;
}

const TABLE_HEAD = 'fan-out    via      sent   delivered  lost  refused  msg/s    p50 ms   p95 ms   p99 ms   max ms';

async function main() {
  log(
    `bench:chat on Node ${process.version}: ${rate} messages a second for ${warmupSeconds} s of warm-up, then ${seconds} s measured, server A to server B (${load()})`,
  );
  const perSenderPerMinute = (rate / pairCount) * 60;
  if (perSenderPerMinute > DISCOVERY_LIMITS.messagesPerMinute) {
    log(
      `  (each sender would send ${perSenderPerMinute.toFixed(0)} a minute, over the ${DISCOVERY_LIMITS.messagesPerMinute} allowed: raise --pairs)`,
    );
  }
  const results: Figures[] = [];
  const warmups: Figures[] = [];
  for (const engine of engines) {
    for (const via of ways) {
      // A database of its own for each run: the second starts as empty as the first.
      const name = `bench_chat_${randomBytes(6).toString('hex')}`;
      const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
      await onServer(`create database ${name}`);
      try {
        const handle = openPostgres(databaseUrl);
        await handle.migrate();
        await handle.close();
        const { warmup, measured } = await run(engine, via, name, databaseUrl);
        warmups.push(warmup);
        results.push(measured);
      } finally {
        await onServer(`drop database if exists ${name} with (force)`);
      }
    }
  }
  log();
  log(`warm-up (${warmupSeconds} s after the servers started; not counted in S7)`);
  log(TABLE_HEAD);
  for (const figures of warmups) log(figuresLine(figures));
  log();
  log(`measured (${seconds} s)`);
  log(TABLE_HEAD);
  let failed = false;
  for (const figures of results) {
    const sorted = [...figures.delivered].sort((a, b) => a - b);
    const lost = figures.sent - figures.refused - sorted.length;
    const p99 = percentile(sorted, 0.99);
    log(figuresLine(figures));
    const pass = p99 <= P99_TARGET_MS && lost === 0 && figures.refused === 0;
    failed ||= !pass;
    log(
      `  ${pass ? 'PASS' : 'FAIL'}  S7 ${figures.engine} ${figures.via}: p99 ${p99.toFixed(1)} ms (target <= ${P99_TARGET_MS} ms), ${lost} lost, ${figures.refused} refused`,
    );
    const writes = [...figures.answered].sort((a, b) => a - b);
    log(
      `        the write alone (A answered${figures.via === 'socket' ? ' on the socket' : ' the POST'}): ${[0.5, 0.95, 0.99].map((share) => `p${share * 100} ${percentile(writes, share).toFixed(1)}`).join(', ')} ms`,
    );
    for (const line of cpuLines(figures)) log(line);
    const bySecond = new Map<number, number>();
    for (const second of figures.slowAtS) bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
    log(
      `        deliveries over ${P99_TARGET_MS} ms by second of the run: ${[...bySecond].map(([second, count]) => `${second}s:${count}`).join(' ') || 'none'}`,
    );
  }
  log(`(${load()} at the end; the two servers, PostgreSQL, Redis and this script share the machine)`);
  process.exitCode = failed ? 1 : 0;
}

await main();
