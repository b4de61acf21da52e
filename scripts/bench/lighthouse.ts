// Lighthouse's default mobile run (Moto G-class emulation, simulated Slow 4G and 4x CPU
// slowdown) on Debian's Chromium; the median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
}

async function runOnce(chrome: chromeLauncher.LaunchedChrome, url: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`\n  (${error instanceof Error ? error.message : String(error)}; trying again)`);
    }
  }
}

/** Median of each figure over `runs` runs (the figures' medians may come from different runs). */
export async function medianLighthouse(chrome: chromeLauncher.LaunchedChrome, url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await withRetries(() => runOnce(chrome, url)));
  const pick = (key: keyof LighthouseFigures) => median(results.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}
