// Target S12's repeat visit (docs/targets.md): a member who has used the app before opens it again
// over Slow 4G and sees the deck's first card within 1.5 s. For `npm run bench:swipe`
// (scripts/bench-deck-browser.ts).
//
// One browser context, the member signed in, service workers allowed: a first visit to /profiles
// installs the worker (docs/decisions/0034-installable-app.md) and fills the caches; the page is
// closed and /profiles opened again in a new page with the network slowed as Lighthouse's mobile
// runs slow it (Slow 4G: 562.5 ms of latency, 1,474.56 kbit/s down, 675 up) and the CPU 4×. The
// figure is the time from the navigation's start to the first frame after the deck's top card
// is in the page. The first visit is timed under the same conditions, for comparison.
//
// A worker fetches with a network of its own that the page's emulation does not slow (CDP scopes
// it to one target), so the same conditions are also set on the worker's target; the report says
// which responses the worker answered.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's devtools throttling for mobile Slow 4G (its `mobileSlow4G` preset, applied). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface VisitTiming {
  /** Navigation start to the first frame with the top card, in ms. */
  firstCardMs: number;
  /** Responses the page received, and how many of them the service worker answered. */
  responses: number;
  fromWorker: number;
  /** The requests that went to the network, with when each started and ended (ms from navigation). */
  network: { path: string; startMs: number; endMs: number }[];
}

declare global {
  interface Window {
    __firstCardAt?: number;
  }
}

/** Records, in the page, when the deck's top card first shows (the article outside an aria-hidden layer). */
function watchFirstCard() {
  const hasCard = () => Array.from(document.querySelectorAll('main article')).some((article) => !article.closest('[aria-hidden="true"]'));
  const observer = new MutationObserver(() => {
    if (window.__firstCardAt !== undefined || !hasCard()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstCardAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Slows the context's service worker's own network as the page's (the deprecated but kept
 * non-flat attach: Playwright's sessions cannot address a worker target otherwise).
 */
async function slowWorkerNetwork(browser: Browser, origin: string): Promise<boolean> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find((target) => target.type === 'service_worker' && target.url.startsWith(origin));
  if (!worker) return false;
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  let id = 0;
  const send = (method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', SLOW_4G);
  return true;
}

async function slowedPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  // tsx wraps named functions in calls to its `__name` helper, absent from the page (as in
  // swipe-latency.ts): the page gets a no-op one.
  await page.addInitScript({ content: `(() => { const __name = (target) => target; (${watchFirstCard.toString()})(); })();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

async function timeVisit(context: BrowserContext): Promise<VisitTiming> {
  const { page } = await slowedPage(context);
  let responses = 0;
  let fromWorker = 0;
  const network: VisitTiming['network'] = [];
  page.on('requestfinished', (request) => {
    void request.response().then((response) => {
      responses += 1;
      if (response?.fromServiceWorker()) fromWorker += 1;
      else {
        const timing = request.timing();
        network.push({
          path: new URL(request.url()).pathname,
          startMs: timing.startTime - started,
          endMs: timing.startTime - started + timing.responseEnd,
        });
      }
    });
  });
  const started = Date.now();
  await page.goto('/profiles', { waitUntil: 'commit' });
  await page
    .waitForFunction(() => window.__firstCardAt !== undefined, undefined, { timeout: 60_000 })
    .catch(async (error: unknown) => {
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 300);
      throw new Error(`no deck card on ${page.url()} after 60 s; the page shows: ${shown}`, { cause: error });
    });
  const firstCardMs = await page.evaluate(() => window.__firstCardAt!);
  await page.close();
  return { firstCardMs, responses, fromWorker, network: network.sort((a, b) => a.startMs - b.startMs) };
}

export interface RepeatVisit {
  first: VisitTiming;
  repeat: VisitTiming;
  /** Whether the worker's own requests were slowed too. */
  workerSlowed: boolean;
}

/** `context` must allow service workers and hold the member's session, their passes undone. */
export async function measureRepeatVisit(browser: Browser, context: BrowserContext, origin: string): Promise<RepeatVisit> {
  const first = await timeVisit(context);
  // The worker registers after the first page's load; once it controls a page, its precache is in.
  const page = await context.newPage();
  await page.goto('/profiles');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await page.close();
  const workerSlowed = await slowWorkerNetwork(browser, origin);
  const repeat = await timeVisit(context);
  return { first, repeat, workerSlowed };
}
