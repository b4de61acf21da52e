// npm run bench:auth [-- --samples N] [-- --mail-latency MS]
//
// Measures target T5 (targets.md): sign-up and password-reset requests must take the same time
// whether or not the e-mail belongs to a member (median difference < 10 ms), so nobody can learn
// who is a member by timing them. Builds the app in-process over a fresh in-memory PGlite (as the
// API tests do), creates one known member, then after a warm-up sends N requests per route and
// kind, alternating known and unknown (and which goes first) so drift hits both alike. Unknown
// e-mails are new each time: a repeated one would become known after its first sign-up.
// Prints the medians and exits 1 when a route's median difference reaches the target.
// --mail-latency adds that many milliseconds to every e-mail sent, as a real SMTP server would:
// the outbox answers in about a millisecond, which hides a request that waits for the mail.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { MailSender } from '../src/server/adapters/mail';
import { createOutboxMailSender } from '../src/server/adapters/mail/outbox-mail-sender';
import { buildApp, type SahelHeartsApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { openPglite } from '../src/server/db/client';

const TARGET_MS = 10;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery';
const KNOWN_EMAIL = 'known.member@example.org';

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

/** One timed request; the body is compared too: T5 also asks for identical answers. */
async function timed(app: SahelHeartsApp, route: Route, email: string): Promise<{ ms: number; body: string }> {
  const start = performance.now();
  const response = await request(app, route, email);
  const ms = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${route} answered ${response.statusCode}: ${response.body}`);
  return { ms, body: response.body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const database = openPglite();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Far above the samples: the known address is asked about 90 times per route.
    AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '100000',
  });
  const mail = slowMail(createOutboxMailSender(database.db), mailLatencyMs);
  const app = await buildApp({ config, db: database.db, serveWebApp: false, mail });
  await app.ready();
  let failed = false;
  try {
    await timed(app, 'sign-up', KNOWN_EMAIL);
    console.log(
      `T5 enumeration timing: ${samples} samples per route and kind, after ${warmup} warm-up rounds, ` +
        `mail latency ${mailLatencyMs} ms\n`,
    );
    console.log('route      known (median)  unknown (median)  difference  bodies');
    for (const route of ['sign-up', 'reset'] as const) {
      const known: number[] = [];
      const unknown: number[] = [];
      const bodies = { known: new Set<string>(), unknown: new Set<string>() };
      for (let round = 0; round < warmup + samples; round++) {
        const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const kind of order) {
          const result = await timed(app, route, kind === 'known' ? KNOWN_EMAIL : unknownEmail());
          if (round < warmup) continue;
          (kind === 'known' ? known : unknown).push(result.ms);
          bodies[kind].add(result.body);
        }
      }
      const difference = median(known) - median(unknown);
      const sameBodies = bodies.known.size === 1 && bodies.unknown.size === 1 && [...bodies.known][0] === [...bodies.unknown][0];
      const pass = Math.abs(difference) < TARGET_MS && sameBodies;
      if (!pass) failed = true;
      console.log(
        `${route.padEnd(10)} ${median(known).toFixed(1).padStart(11)} ms ${median(unknown).toFixed(1).padStart(13)} ms ${difference
          .toFixed(1)
          .padStart(8)} ms  ${sameBodies ? 'identical' : 'DIFFER'}  ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(`\nTarget: |median(known) - median(unknown)| < ${TARGET_MS} ms and identical bodies.`);
  } finally {
    await app.close();
    await database.close();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
