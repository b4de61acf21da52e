// npm run bench:auth [-- --samples N] [-- --mail-latency MS]
//
// Measures target T5 (docs/targets.md): sign-up and password-reset requests must take the same time
// whether or not the e-mail belongs to a member (median difference < 10 ms), so nobody can learn
// who is a member by timing them. Builds the app in-process over a fresh in-memory PGlite (as the
// API tests do) and, when BENCH_DATABASE_URL names a PostgreSQL server, over a database of its own
// created there for the run; creates two known members, then after a warm-up sends N requests per
// route and kind, interleaving the kinds in a new order each round so drift and the other work on
// the machine hit them alike. Unknown e-mails are new each time: a repeated one would
// become known after its first sign-up. What a request left to do after its answer (the e-mail,
// a new member's rows) is waited for between two tries, outside the measured time, so each try
// measures its own answer only.
// A control rides along: a second known member's address, interleaved with the other two, so the
// difference of two kinds that do the very same work shows what the machine's noise alone gives.
// Prints per route and kind the median time to the answer (as it finishes) and the median CPU time
// the process spent until it (PGlite runs in the process, so its queries count there too), then the
// difference of the medians of known and unknown (PASS or FAIL against the target, and whether the
// answers, status, headers and body, are identical) and of known and the control; exits 1 when a
// route's known - unknown difference reaches the target or the answers differ.
// --mail-latency adds that many milliseconds to every e-mail sent, as a real SMTP server would:
// the outbox answers in about a millisecond, which hides a request that waits for the mail.
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { MailSender } from '../src/server/adapters/mail';
import { createOutboxMailSender } from '../src/server/adapters/mail/outbox-mail-sender';
import { buildApp, type SahelHeartsApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { openPglite, type DatabaseHandle } from '../src/server/db/client';
import { postgresDatabase } from './bench/api-databases';

const TARGET_MS = 10;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery';
const KNOWN_EMAIL = 'known.member@example.org';
/** The control: another member, asked about as often, so known - control is noise only. */
const CONTROL_EMAIL = 'other.member@example.org';
/** Headers that differ from one answer to the next whoever the e-mail belongs to: the request's id
 * and date, and the caller's own per-IP count (x-ratelimit-*). */
const perRequestHeader = (name: string) => name === 'date' || name === 'x-request-id' || name.startsWith('x-ratelimit-');

const { values: options } = parseArgs({
  options: {
    samples: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '5' },
    'mail-latency': { type: 'string', default: '0' },
  },
});
const samples = Number(options.samples);
const warmup = Number(options.warmup);
const mailLatencyMs = Number(options['mail-latency']);

function slowMail(mail: MailSender, delayMs: number): MailSender {
  return {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await mail.send(message);
    },
  };
}

type Route = 'sign-up' | 'reset';
type Kind = 'known' | 'unknown' | 'control';
const KINDS: readonly Kind[] = ['known', 'unknown', 'control'];
/** Each round takes the next of the six orders, so no kind keeps the same place. */
const ORDERS: readonly Kind[][] = [
  ['known', 'unknown', 'control'],
  ['unknown', 'control', 'known'],
  ['control', 'known', 'unknown'],
  ['unknown', 'known', 'control'],
  ['known', 'control', 'unknown'],
  ['control', 'unknown', 'known'],
];
const emailOf = (kind: Kind) => (kind === 'known' ? KNOWN_EMAIL : kind === 'control' ? CONTROL_EMAIL : unknownEmail());
let unknownCount = 0;
const unknownEmail = () => `unknown.${Date.now()}.${unknownCount++}@example.org`;

function request(app: SahelHeartsApp, route: Route, email: string) {
  const payload =
    route === 'sign-up'
      ? { email, password: PASSWORD, displayName: 'Amina', dateOfBirth: '1990-04-12', language: 'en' }
      : { email, redirectTo: '/reset-password' };
  return app.inject({
    method: 'POST',
    url: route === 'sign-up' ? '/api/auth/sign-up/email' : '/api/auth/request-password-reset',
    headers: { origin: ORIGIN },
    payload,
  });
}

/** Status, headers and body: T5 asks for identical answers, not only equal times. */
function answerOf(response: LightMyRequestResponse): string {
  const headers = Object.entries(response.headers)
    .filter(([name]) => !perRequestHeader(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([response.statusCode, headers, response.body]);
}

/**
 * When the last answer went out, and the process's CPU time then: taken as the response finishes
 * (Fastify's onResponse), not when `inject` resolves. Work the server does after its answer (a new
 * member's rows, the e-mail) can run before the promise's callback does, all in one process here,
 * though a client across the network would already have the answer.
 */
const answered: { last?: { at: number; cpu: NodeJS.CpuUsage } } = {};
const lastAnswer = () => answered.last;

/** One try: the time to the answer and the process's CPU time until then, both in ms. */
async function timed(app: SahelHeartsApp, route: Route, email: string): Promise<{ ms: number; cpuMs: number; answer: string }> {
  // The previous try's e-mail and rows are written before this one starts, not during it.
  await app.backgroundTasks.settled();
  answered.last = undefined;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const response = await request(app, route, email);
  if (response.statusCode !== 200) throw new Error(`${route} answered ${response.statusCode}: ${response.body}`);
  const used = process.cpuUsage(cpu);
  const last = lastAnswer();
  const cpuAtAnswer = last ? last.cpu.user + last.cpu.system - cpu.user - cpu.system : used.user + used.system;
  return { ms: (last?.at ?? performance.now()) - start, cpuMs: cpuAtAnswer / 1000, answer: answerOf(response) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number, width: number) => `${value.toFixed(1).padStart(width)} ms`;

/** Measures both routes on one database; true when both meet the target. */
async function measureOn(name: string, database: DatabaseHandle): Promise<boolean> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Far above the samples: each known address is asked about 90 times per route.
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_ACCOUNT_CEILING_PER_HOUR: '100000',
  });
  const mail = slowMail(createOutboxMailSender(database.db), mailLatencyMs);
  const app = await buildApp({ config, db: database.db, serveWebApp: false, mail });
  app.addHook('onResponse', async () => {
    answered.last = { at: performance.now(), cpu: process.cpuUsage() };
  });
  await app.ready();
  let passed = true;
  try {
    await timed(app, 'sign-up', KNOWN_EMAIL);
    await timed(app, 'sign-up', CONTROL_EMAIL);
    console.log(`\n${name} (load average ${loadavg()[0]!.toFixed(1)} at the start)`);
    console.log('route      kind      time (median)  CPU (median)');
    const differences: string[] = [];
    for (const route of ['sign-up', 'reset'] as const) {
      const times: Record<Kind, number[]> = { known: [], unknown: [], control: [] };
      const cpu: Record<Kind, number[]> = { known: [], unknown: [], control: [] };
      const answers: Record<Kind, Set<string>> = { known: new Set(), unknown: new Set(), control: new Set() };
      for (let round = 0; round < warmup + samples; round++) {
        for (const kind of ORDERS[round % ORDERS.length]!) {
          const result = await timed(app, route, emailOf(kind));
          if (round < warmup) continue;
          times[kind].push(result.ms);
          cpu[kind].push(result.cpuMs);
          answers[kind].add(result.answer);
        }
      }
      for (const kind of KINDS) {
        console.log(`${route.padEnd(10)} ${kind.padEnd(8)} ${ms(median(times[kind]), 11)} ${ms(median(cpu[kind]), 10)}`);
      }
      const difference = median(times.known) - median(times.unknown);
      const cpuDifference = median(cpu.known) - median(cpu.unknown);
      const allAnswers = new Set(KINDS.flatMap((kind) => [...answers[kind]]));
      const sameAnswers = allAnswers.size === 1;
      const pass = Math.abs(difference) < TARGET_MS && sameAnswers;
      passed &&= pass;
      differences.push(
        `${route.padEnd(10)} known - unknown: time ${ms(difference, 6)}, CPU ${ms(cpuDifference, 6)}; answers ` +
          `${sameAnswers ? 'identical' : 'DIFFER'}  ${pass ? 'PASS' : 'FAIL'}`,
        `${route.padEnd(10)} known - control: time ${ms(median(times.known) - median(times.control), 6)}, ` +
          `CPU ${ms(median(cpu.known) - median(cpu.control), 6)} (noise: the same work on both sides)`,
      );
    }
    console.log(differences.join('\n'));
  } finally {
    await app.close();
  }
  return passed;
}

async function main() {
  console.log(
    `T5 enumeration timing: ${samples} interleaved tries per route and kind, after ${warmup} warm-up rounds, ` +
      `mail latency ${mailLatencyMs} ms`,
  );
  const pglite = openPglite();
  await pglite.migrate();
  let passed: boolean;
  try {
    passed = await measureOn('PGlite (in process)', pglite);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { database, dispose } = await postgresDatabase(serverUrl, 'bench_auth').open();
    try {
      await database.migrate();
      passed = (await measureOn('PostgreSQL', database)) && passed;
    } finally {
      await dispose();
    }
  } else {
    console.log('\n(set BENCH_DATABASE_URL=postgres://... to measure on PostgreSQL too)');
  }
  console.log(`\nTarget: |median(known) - median(unknown)| < ${TARGET_MS} ms and identical answers.`);
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
