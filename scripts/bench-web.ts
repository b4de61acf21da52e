// npm run bench:web [-- --no-lighthouse] [-- --runs N]
//
// Measures targets S1-S3 and S12 (docs/targets.md) on the public pages: builds the SPA (`vite build`
// and the pre-rendered pages, into dist/web, as `npm run build` does), starts the built server on a free port with a fresh PGlite
// and demo data, then per page prints the gzipped JS a visitor loads before the page is
// interactive (from the build manifest, cross-checked by what Chromium really fetches), the
// gzipped CSS and texts (locale JSON), and the median of N Lighthouse mobile runs. It is a report: PASS/FAIL per target,
// exit code 0 either way (non-zero only when the measurement itself fails).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { LANGUAGES } from '../src/shared/constants';
import { PUBLIC_PAGE_PATHS } from '../src/shared/paths';
import { BuildManifest, totalOf } from './bench/bundle-size';
import { launchChrome, type LighthouseFigures, medianLighthouse } from './bench/lighthouse';
import { observePage } from './bench/observed-size';
import { startServer } from './bench/server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { firstScreen } from './prerender-first-screen';

const LIMITS = {
  jsGzip: 120_000,
  cssGzip: 15_000,
  shellGzip: 14_000,
  firstScreenGzip: 14 * 1024,
  prerenderedLcpMs: 1500,
  performance: 0.95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 1,
};

const { values: options } = parseArgs({
  options: {
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(options.runs);
const distDir = resolve('dist/web');

interface PageRow {
  path: string;
  jsGzip: number;
  observedJsGzip: number;
  cssGzip: number;
  textsGzip: number;
  lighthouse?: LighthouseFigures;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function build() {
  console.log(`Building the SPA into ${distDir} ...`);
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender-pages.ts'], { stdio: 'inherit' });
  if (prerender.status !== 0) throw new Error('pre-rendering failed');
}

/** The largest first screen (HTML and inline CSS, gzip) of the pre-rendered pages, all languages. */
function largestFirstScreen(): { page: string; bytes: number; whole: number } {
  let largest = { page: '', bytes: 0, whole: 0 };
  for (const language of LANGUAGES) {
    for (const path of PUBLIC_PAGE_PATHS) {
      const html = readFileSync(join(distDir, 'prerendered', language, `${path.slice(1)}.html`), 'utf8');
      const bytes = gzipSync(firstScreen(html), { level: 9 }).length;
      if (bytes > largest.bytes) largest = { page: `${path} (${language})`, bytes, whole: gzipSync(html, { level: 9 }).length };
    }
  }
  return largest;
}

function printTable(rows: PageRow[], withLighthouse: boolean) {
  const header = ['page', 'JS gz (manifest)', 'JS gz (observed)', 'CSS gz', 'texts gz'];
  if (withLighthouse) header.push('perf', 'LCP', 'TBT', 'CLS', 'a11y');
  const lines = rows.map((row) => {
    const cells = [row.path, kB(row.jsGzip), kB(row.observedJsGzip), kB(row.cssGzip), kB(row.textsGzip)];
    const figures = row.lighthouse;
    if (figures) {
      cells.push(
        String(Math.round(figures.performance * 100)),
        ms(figures.lcpMs),
        ms(figures.tbtMs),
        figures.cls.toFixed(3),
        String(Math.round(figures.accessibility * 100)),
      );
    }
    return cells;
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((cells) => cells[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of lines) console.log(format(cells));
}

function verdict(id: string, what: string, pass: boolean, detail: string) {
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${id}  ${what}: ${detail}`);
}

function worst(rows: PageRow[], value: (row: PageRow) => number, highIsBad = true) {
  return rows.reduce((a, b) => (value(a) > value(b) === highIsBad ? a : b));
}

async function main() {
  const started = Date.now();
  build();
  const manifest = new BuildManifest(distDir);
  const names = PUBLIC_PAGE_PATHS.map((path) => path.slice(1));
  const server = await startServer({ distDir });
  const rows: PageRow[] = [];
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      for (const path of PUBLIC_PAGE_PATHS) {
        const bundle = manifest.pageBundle(path.slice(1));
        const observed = await observePage(browser, `${server.origin}${path}`);
        rows.push({
          path,
          jsGzip: totalOf(bundle.js),
          observedJsGzip: observed.jsGzip,
          cssGzip: totalOf(bundle.css),
          textsGzip: observed.textsGzip,
        });
      }
    } finally {
      await browser.close();
    }

    if (!options['no-lighthouse']) {
      const chrome = await launchChrome();
      try {
        for (const row of rows) {
          process.stdout.write(`Lighthouse ${row.path} (${runs} runs) ... `);
          row.lighthouse = await medianLighthouse(chrome, `${server.origin}${row.path}`, runs);
          console.log(`performance ${Math.round(row.lighthouse.performance * 100)}`);
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }

  const shell = manifest.shellGzipSize();
  console.log(`\nPublic pages (gzip -9, 1 kB = 1000 bytes; English; Lighthouse mobile: Slow 4G, 4x CPU, median of ${runs})`);
  printTable(rows, !options['no-lighthouse']);
  console.log(`HTML shell (index.html): ${kB(shell)} gz\n`);

  const js = worst(rows, (row) => Math.max(row.jsGzip, row.observedJsGzip));
  const notLazy = manifest.routesNotLazy(names);
  verdict(
    'S1',
    `JS before interactive <= ${kB(LIMITS.jsGzip)}`,
    Math.max(js.jsGzip, js.observedJsGzip) <= LIMITS.jsGzip,
    `largest ${kB(Math.max(js.jsGzip, js.observedJsGzip))} on ${js.path}`,
  );
  verdict('S1', 'every page in its own lazy chunk', notLazy.length === 0, notLazy.length ? `not lazy: ${notLazy.join(', ')}` : 'yes');
  const css = worst(rows, (row) => row.cssGzip);
  verdict('S2', `CSS <= ${kB(LIMITS.cssGzip)}`, css.cssGzip <= LIMITS.cssGzip, `largest ${kB(css.cssGzip)} on ${css.path}`);
  verdict('S2', `HTML shell <= ${kB(LIMITS.shellGzip)}`, shell <= LIMITS.shellGzip, kB(shell));
  const screen = largestFirstScreen();
  verdict(
    'S12',
    'first screen HTML + CSS <= 14 KiB gz',
    screen.bytes <= LIMITS.firstScreenGzip,
    `largest ${kB(screen.bytes)} on ${screen.page} (whole page ${kB(screen.whole)})`,
  );

  const measured = rows.filter((row) => row.lighthouse);
  if (measured.length) {
    const figure = (row: PageRow) => row.lighthouse!;
    const checks: {
      what: string;
      value: (row: PageRow) => number;
      pass: (v: number) => boolean;
      show: (v: number) => string;
      highIsBad: boolean;
    }[] = [
      {
        what: 'performance >= 95',
        value: (r) => figure(r).performance,
        pass: (v) => v >= LIMITS.performance,
        show: (v) => String(Math.round(v * 100)),
        highIsBad: false,
      },
      { what: 'LCP <= 2.0 s', value: (r) => figure(r).lcpMs, pass: (v) => v <= LIMITS.lcpMs, show: ms, highIsBad: true },
      { what: 'TBT <= 150 ms', value: (r) => figure(r).tbtMs, pass: (v) => v <= LIMITS.tbtMs, show: ms, highIsBad: true },
      { what: 'CLS <= 0.05', value: (r) => figure(r).cls, pass: (v) => v <= LIMITS.cls, show: (v) => v.toFixed(3), highIsBad: true },
      {
        what: 'accessibility 100',
        value: (r) => figure(r).accessibility,
        pass: (v) => v >= LIMITS.accessibility,
        show: (v) => String(Math.round(v * 100)),
        highIsBad: false,
      },
    ];
    const slowest = worst(measured, (r) => figure(r).lcpMs);
    const slow = measured.filter((r) => figure(r).lcpMs > LIMITS.prerenderedLcpMs).map((r) => r.path);
    verdict(
      'S12',
      'LCP <= 1.5 s (pre-rendered)',
      slow.length === 0,
      `worst ${ms(figure(slowest).lcpMs)} on ${slowest.path}${slow.length ? `; failing: ${slow.join(', ')}` : ''}`,
    );
    for (const check of checks) {
      const row = worst(measured, check.value, check.highIsBad);
      const failing = measured.filter((r) => !check.pass(check.value(r))).map((r) => r.path);
      verdict(
        'S3',
        check.what,
        failing.length === 0,
        `worst ${check.show(check.value(row))} on ${row.path}${failing.length ? `; failing: ${failing.join(', ')}` : ''}`,
      );
    }
  } else {
    console.log('SKIP  S3  Lighthouse (--no-lighthouse)');
  }
  console.log(`\nbench:web took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
