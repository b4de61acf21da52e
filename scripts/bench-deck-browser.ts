// npm run bench:swipe [-- --url http://127.0.0.1:3210] [-- --swipes 50] [-- --no-build] [-- --dist dist/web]
//
// The deck at /profiles in Debian's Chromium, targets S4 and S8 (docs/targets.md):
//  S4  one swipe to the next card painted <= 100 ms at the 75th percentile, and no long task
//      (> 50 ms) over 50 swipes, on a phone-sized screen with the CPU slowed 4x
//      (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile runs);
//  S8  the first visit to /profiles, with 20 cards and their photos, transfers <= 600 KB;
//  S12 a repeat visit to /profiles over Slow 4G shows the deck's first card <= 1.5 s
//      (scripts/bench/repeat-visit.ts).
// How a swipe is timed: scripts/bench/swipe-latency.ts; how the bytes are counted:
// scripts/bench/deck-transfer.ts.
//
// What the 100 ms covers: the swipe draws the next card in the same frame as the input, under
// the old card, which then slides away over 300 ms (the spec's animation, compositor only; the
// buttons wait for it: src/web/features/discovery/deck/swipe-deck.tsx). The budget is for the
// input to that frame. The slide is deliberate and not counted; the run with reduced motion
// (the slide is instant then) gives the same measure without any animation running, and both
// are reported. Long tasks are counted over the whole 50 swipes, slides and pauses included.
//
// Without --url it builds the SPA (vite build into dist/web, as `npm run build`, or into --dist;
// --no-build reuses it) and starts the built server as the browser tests do (scripts/e2e-server.ts: fresh
// PGlite, demo data) with a community of DEMO_COMMUNITY_SIZE members (1000 unless set: the
// Premium demo member then has a few hundred members in their deck, so 50 passes never reach
// its end). It signs in as the Premium demo member (unlimited swipes; seed/accounts.ts), passes
// (never likes: a like changes the demo data, a pass is undone by 'View Again', which the bench
// calls before each run), and prints the figures with PASS/FAIL. It is a report: exit code 0
// either way, non-zero only when the measurement itself fails.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { type DeckTransfer, measureDeckTransfer, type TransferKind } from './bench/deck-transfer';
import { measureRepeatVisit, type RepeatVisit } from './bench/repeat-visit';
import { type RunningServer, startServer } from './bench/server';
import { instrumentSwipes, measureSwipes, type SwipeRun } from './bench/swipe-latency';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const LIMITS = { swipeP75Ms: 100, longTaskMs: 50, transferBytes: 600_000, repeatVisitMs: 1500 };
const PREMIUM_DEMO_MEMBER = 'selam@demo.sahelhearts.test';
const CPU_SLOWDOWN = 4;
/** A person's pace: a moment between one card settling and the next swipe. */
const PAUSE_MS = 300;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    swipes: { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist/web' },
  },
});
const swipes = Number(options.swipes);
if (!Number.isInteger(swipes) || swipes < 1) throw new Error('--swipes must be a positive whole number');

/** A mid-range phone, as Lighthouse's mobile emulation: 412 x 823 CSS pixels at 1.75x, touch. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light',
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function verdict(id: string, what: string, pass: boolean, detail: string) {
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${id}  ${what}: ${detail}`);
}

async function serverToMeasure(): Promise<RunningServer> {
  if (options.url) return { origin: new URL(options.url).origin, stop: async () => {} };
  const distDir = resolve(options.dist);
  if (!options['no-build']) {
    console.log(`Building the SPA into ${distDir} ...`);
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  process.env.DEMO_COMMUNITY_SIZE ??= '1000';
  console.log(`Starting the server with ${process.env.DEMO_COMMUNITY_SIZE} demo members ...`);
  return startServer({ distDir });
}

/**
 * The Premium demo member's session, signed in once (sign-ins are counted per account: 10 an hour
 * from one address, docs/decisions/0017-no-lockout.md), for every context of the run.
 */
async function signInOnce(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: PREMIUM_DEMO_MEMBER, password: DEMO_MEMBER_PASSWORD },
      headers: { origin },
    });
    if (!signIn.ok()) throw new Error(`sign-in as ${PREMIUM_DEMO_MEMBER} failed: ${signIn.status()} ${await signIn.text()}`);
    const me = (await (await context.request.get('/api/me')).json()) as { isPremium: boolean };
    if (!me.isPremium) throw new Error(`${PREMIUM_DEMO_MEMBER} is not Premium on this server`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A fresh context (empty cache) with the member's session, their passes undone. */
async function signedInContext(browser: Browser, origin: string, session: StorageState, extra: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PHONE, ...extra, baseURL: origin, storageState: session });
  const restored = await context.request.post('/api/discovery/view-again', { headers: { origin } });
  if (!restored.ok()) throw new Error(`view-again failed: ${restored.status()} ${await restored.text()}`);
  return context;
}

async function swipeRun(
  browser: Browser,
  origin: string,
  session: StorageState,
  reducedMotion: 'reduce' | 'no-preference',
): Promise<SwipeRun> {
  const context = await signedInContext(browser, origin, session, { reducedMotion });
  try {
    await instrumentSwipes(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('/profiles');
    return await measureSwipes(page, swipes, PAUSE_MS);
  } finally {
    await context.close();
  }
}

function reportSwipes(label: string, run: SwipeRun) {
  const figures = (values: number[]) =>
    `p50 ${ms(percentile(values, 50))}  p75 ${ms(percentile(values, 75))}  max ${ms(Math.max(...values))}`;
  const painted = run.samples.map((sample) => sample.painted);
  const longest = run.longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
  const drawn = run.samples.filter((sample) => sample.drawnWhileHandled === true).length;
  const unreported = run.samples.filter((sample) => sample.drawnWhileHandled === null).length;
  console.log(
    `\n${label}: ${run.samples.length} swipes, CPU ${CPU_SLOWDOWN}x slower, ${((run.window.end - run.window.start) / 1000).toFixed(1)} s`,
  );
  console.log(`  input -> next card painted   ${figures(painted)}  (Event Timing)`);
  console.log(`  input -> next card in DOM    ${figures(run.samples.map((sample) => sample.dom))}`);
  console.log(`  input -> next frame begins   ${figures(run.samples.map((sample) => sample.frame))}`);
  console.log(
    `  next card drawn while the input was handled: ${drawn} of ${run.samples.length}${unreported ? ` (${unreported} under 16 ms, no entry)` : ''}`,
  );
  console.log(`  long tasks                   ${run.longTasks.length}${run.longTasks.length ? `, longest ${ms(longest)}` : ''}`);
  for (const task of [...run.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5)) {
    console.log(`    ${ms(task.duration)} at +${ms(task.start - run.window.start)} into the swipes`);
  }
  if (run.loadLongTasks.length) {
    const loadLongest = Math.max(...run.loadLongTasks.map((task) => task.duration));
    console.log(`  (while the page loaded, not counted: ${run.loadLongTasks.length} long tasks, longest ${ms(loadLongest)})`);
  }
  return { p75: percentile(painted, 75), longTasks: run.longTasks.length, longest };
}

function reportTransfer(transfer: DeckTransfer) {
  const order: [TransferKind, string][] = [
    ['html', 'HTML'],
    ['js', 'JS'],
    ['css', 'CSS'],
    ['fonts', 'fonts'],
    ['texts', 'texts (locale JSON)'],
    ['api', 'API JSON'],
    ['images', 'images'],
    ['other', 'other'],
  ];
  console.log(`\nFirst visit to /profiles (empty cache, signed in; bytes on the wire, 1 kB = 1000 bytes)`);
  for (const [kind, label] of order) console.log(`  ${label.padEnd(20)} ${kB(transfer.bytes[kind]).padStart(9)}`);
  console.log(`  ${'total'.padEnd(20)} ${kB(transfer.total).padStart(9)} in ${transfer.requests} responses`);
  console.log(
    `  ${transfer.cards} cards in the first page; the deck loaded ${transfer.photosByDeck} of their photos, the bench fetched the other ${transfer.photosAdded} (${transfer.photosCounted} counted)`,
  );
}

function reportVisits({ first, repeat, workerSlowed }: RepeatVisit) {
  console.log(`\n/profiles over Slow 4G, CPU ${CPU_SLOWDOWN}x slower: navigation start to the deck's first card`);
  console.log(`  first visit (empty cache)   ${ms(first.firstCardMs).padStart(10)}  ${first.responses} responses`);
  console.log(
    `  repeat visit                ${ms(repeat.firstCardMs).padStart(10)}  ${repeat.responses} responses, ${repeat.fromWorker} answered by the service worker`,
  );
  console.log(`  the worker's own requests ${workerSlowed ? 'slowed as the page' : 'NOT slowed (no worker target found)'}`);
  console.log('  what the repeat visit asked of the network (ms from the navigation):');
  for (const request of repeat.network) {
    console.log(`    ${ms(request.startMs).padStart(10)} -> ${ms(request.endMs).padStart(10)}  ${request.path}`);
  }
}

async function main() {
  const started = Date.now();
  const server = await serverToMeasure();
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      console.log(`Measuring ${swipes} swipes with the slide, then ${swipes} with reduced motion, on ${server.origin} ...`);
      const session = await signInOnce(browser, server.origin);
      const motion = await swipeRun(browser, server.origin, session, 'no-preference');
      const reduced = await swipeRun(browser, server.origin, session, 'reduce');
      const transferContext = await signedInContext(browser, server.origin, session);
      const transfer = await measureDeckTransfer(transferContext, server.origin).finally(() => transferContext.close());
      const visitsContext = await signedInContext(browser, server.origin, session, { serviceWorkers: 'allow' });
      const visits = await measureRepeatVisit(browser, visitsContext, server.origin).finally(() => visitsContext.close());

      const withSlide = reportSwipes('With the 300 ms slide', motion);
      const withoutSlide = reportSwipes('Reduced motion (no slide)', reduced);
      reportTransfer(transfer);
      reportVisits(visits);
      // Time figures are wall-clock: other work on the machine inflates them (docs/targets.md assumes
      // a quiet machine), so the report says how busy it was.
      const [load] = loadavg();
      const cores = availableParallelism();
      console.log(
        `\nMachine: ${cores} cores, load average ${load!.toFixed(1)} over the last minute${load! > cores ? ' (busy: time figures are inflated)' : ''}`,
      );
      console.log('');
      verdict(
        'S4',
        `swipe to next card painted <= ${LIMITS.swipeP75Ms} ms p75 (with the slide)`,
        withSlide.p75 <= LIMITS.swipeP75Ms,
        ms(withSlide.p75),
      );
      verdict(
        'S4',
        `swipe to next card painted <= ${LIMITS.swipeP75Ms} ms p75 (reduced motion)`,
        withoutSlide.p75 <= LIMITS.swipeP75Ms,
        ms(withoutSlide.p75),
      );
      for (const [label, figures] of [
        ['with the slide', withSlide],
        ['reduced motion', withoutSlide],
      ] as const) {
        verdict(
          'S4',
          `no long task > ${LIMITS.longTaskMs} ms over ${swipes} swipes (${label})`,
          figures.longTasks === 0,
          figures.longTasks === 0 ? 'none' : `${figures.longTasks}, longest ${ms(figures.longest)}`,
        );
      }
      verdict(
        'S8',
        `first visit with ${transfer.cards} cards and photos <= ${kB(LIMITS.transferBytes)}`,
        transfer.total <= LIMITS.transferBytes,
        kB(transfer.total),
      );
      verdict(
        'S12',
        `repeat visit, deck's first card over Slow 4G <= ${ms(LIMITS.repeatVisitMs)}`,
        visits.repeat.firstCardMs <= LIMITS.repeatVisitMs,
        ms(visits.repeat.firstCardMs),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  console.log(`\nbench:swipe took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
