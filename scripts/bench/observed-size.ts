// What Chromium really fetches for a page until the network is idle: a cross-check of the
// manifest's reading (a chunk loaded eagerly by mistake shows up here and not there).
import type { Browser } from 'playwright-core';
import { gzipSize } from './bundle-size';

export interface ObservedPage {
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

export async function observePage(browser: Browser, url: string): Promise<ObservedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ type: string; size: number; path: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({ type, size: gzipSize(body), path: new URL(response.url()).pathname })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const seen = await Promise.all(pending);
    const total = (type: string) => seen.filter((item) => item.type === type).reduce((sum, item) => sum + item.size, 0);
    return { jsGzip: total('script'), cssGzip: total('stylesheet'), files: seen.map((item) => item.path) };
  } finally {
    await context.close();
  }
}
