// What Chromium really fetches for a page until the network is idle: a cross-check of the
// manifest's reading (a chunk loaded eagerly by mistake shows up here and not there).
import type { Browser, Response } from 'playwright-core';
import { gzipSize } from './bundle-size';

export interface ObservedPage {
  jsGzip: number;
  cssGzip: number;
  /** The locale JSON files (texts) fetched for the page. */
  textsGzip: number;
  files: string[];
}

function kindOf(resourceType: string, path: string): 'js' | 'css' | 'texts' | undefined {
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (path.endsWith('.json') && !path.startsWith('/api/')) return 'texts';
  return undefined;
}

export async function observePage(browser: Browser, url: string): Promise<ObservedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ kind: string; size: number; path: string } | undefined>[] = [];
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname;
    const kind = kindOf(response.request().resourceType(), path);
    if (!kind) return;
    // A body that can no longer be read (the page moved on) is not counted, and not an error.
    pending.push(
      response.body().then(
        (body) => ({ kind, size: gzipSize(body), path }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    page.off('response', onResponse);
    const seen = (await Promise.all(pending)).filter((item) => item !== undefined);
    const total = (kind: string) => seen.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.size, 0);
    return { jsGzip: total('js'), cssGzip: total('css'), textsGzip: total('texts'), files: seen.map((item) => item.path) };
  } finally {
    await context.close();
  }
}
