// npm run bench:chat [-- --seconds 60] [-- --rate 200] [-- --pairs 40] [-- --engines postgres,redis]
//
// Measures target S7 (shared/design/targets.md): a message from a member on server A reaches the
// other member's socket on server B within p99 150 ms at 200 messages a second. For each fan-out
// engine (docs/decisions/0023-messages.md): creates a database of its own on the PostgreSQL server
// BENCH_DATABASE_URL names (postgres://postgres@127.0.0.1:5432/postgres by default; dropped at the
// end), migrates it, adds `pairs` matched pairs (the senders Premium, so no daily limit stops
// them), starts two real server processes on it (with BENCH_REDIS_URL, redis://127.0.0.1:6379 by
// default, for the Redis engine), opens every sender's socket on A and every receiver's on B, then
// sends `rate` messages a second for `seconds` through A (messages are written over HTTP, the way
// the browser sends them) and times each from the moment its request leaves to the moment it
// arrives on the receiver's socket on B. Prints p50/p95/p99/max, lost messages, the rate achieved
// and PASS/FAIL per engine; exits 1 when one fails.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import type { LiveEvent } from '../src/shared/contracts/messages';
import { openPostgres } from '../src/server/db/client';
import { matchMembers } from '../src/server/test/conversations';
import { insertMember, MAN, yearsAgo } from '../src/server/test/discovery-members';
import { type ServerProcess, startServerProcess } from '../src/server/test/server-process';
import { TEST_PASSWORD } from '../src/server/test/site';

const P99_TARGET_MS = 150;
const STRAGGLERS_MS = 5_000;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    pairs: { type: 'string', default: '40' },
    engines: { type: 'string', default: 'postgres,redis' },
  },
});
const seconds = Number(options.seconds);
const rate = Number(options.rate);
const pairCount = Number(options.pairs);
const engines = options.engines.split(',') as ('postgres' | 'redis')[];
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

const log = (line = '') => console.log(line);
const load = () => `load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`;
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

interface Pair {
  conversationId: number;
  senderCookie: string;
  receiverCookie: string;
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
  sent: number;
  refused: number;
  delivered: number[];
  elapsedS: number;
}

/** Sends `rate` a second for `seconds` through A; returns each delivery time as B's sockets saw it. */
async function run(engine: 'postgres' | 'redis', databaseUrl: string): Promise<Figures> {
  const live: Record<string, string> = engine === 'redis' ? { REDIS_URL: redisUrl } : {};
  const settings = {
    DATABASE_URL: databaseUrl,
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '100000',
    ...live,
  };
  const [serverA, serverB] = await Promise.all([startServerProcess(settings), startServerProcess(settings)]);
  const sockets: WebSocket[] = [];
  try {
    const pairs = await addPairs(databaseUrl, serverA);
    const sentAt = new Map<string, number>();
    const delivered: number[] = [];
    for (const pair of pairs) {
      sockets.push(await openSocket(serverA, pair.senderCookie));
      const receiver = await openSocket(serverB, pair.receiverCookie);
      receiver.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as LiveEvent;
        if (event.type !== 'message') return;
        const started = sentAt.get(event.message.clientId);
        if (started === undefined) return;
        sentAt.delete(event.message.clientId);
        delivered.push(performance.now() - started);
      });
      sockets.push(receiver);
    }
    log(
      `  ${engine}: 2 servers (${serverA.origin}, ${serverB.origin}), ${pairs.length} pairs, ${sockets.length} sockets; sending (${load()})`,
    );
    let sent = 0;
    let refused = 0;
    const sendOne = (pair: Pair) => {
      const clientId = randomUUID();
      sentAt.set(clientId, performance.now());
      sent += 1;
      fetch(`${serverA.origin}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { cookie: pair.senderCookie, origin: serverA.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, body: `Message ${sent} from the benchmark` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) refused += 1;
        },
        () => (refused += 1),
      );
    };
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const elapsed = performance.now() - started;
        const due = Math.min(Math.floor((elapsed / 1000) * rate), seconds * rate);
        while (sent < due) sendOne(pairs[sent % pairs.length]!);
        if (elapsed >= seconds * 1000) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
    const elapsedS = (performance.now() - started) / 1000;
    const waitUntil = performance.now() + STRAGGLERS_MS;
    while (delivered.length + refused < sent && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50));
    return { engine, sent, refused, delivered, elapsedS };
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all([serverA.stop(), serverB.stop()]);
  }
}

async function main() {
  log(`bench:chat on Node ${process.version}: ${rate} messages a second for ${seconds} s, server A to server B (${load()})`);
  const results: Figures[] = [];
  for (const engine of engines) {
    const name = `bench_chat_${randomBytes(6).toString('hex')}`;
    const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    await onServer(`create database ${name}`);
    try {
      const handle = openPostgres(databaseUrl);
      await handle.migrate();
      await handle.close();
      results.push(await run(engine, databaseUrl));
    } finally {
      await onServer(`drop database if exists ${name} with (force)`);
    }
  }
  log();
  log('fan-out     sent   delivered  lost  refused  msg/s    p50 ms   p95 ms   p99 ms   max ms');
  let failed = false;
  for (const figures of results) {
    const sorted = [...figures.delivered].sort((a, b) => a - b);
    const lost = figures.sent - figures.refused - sorted.length;
    const p99 = percentile(sorted, 0.99);
    log(
      `${figures.engine.padEnd(10)} ${String(figures.sent).padStart(6)} ${String(sorted.length).padStart(11)} ${String(lost).padStart(5)} ${String(figures.refused).padStart(8)} ${(figures.sent / figures.elapsedS).toFixed(0).padStart(6)} ${[0.5, 0.95, 0.99].map((share) => percentile(sorted, share).toFixed(1).padStart(8)).join(' ')} ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(8)}`,
    );
    const pass = p99 <= P99_TARGET_MS && lost === 0 && figures.refused === 0;
    failed ||= !pass;
    log(
      `  ${pass ? 'PASS' : 'FAIL'}  S7 ${figures.engine}: p99 ${p99.toFixed(1)} ms (target <= ${P99_TARGET_MS} ms), ${lost} lost, ${figures.refused} refused`,
    );
  }
  log(`(${load()} at the end; the two servers, PostgreSQL, Redis and this script share the machine)`);
  process.exitCode = failed ? 1 : 0;
}

await main();
