// Target S4 in a real Chromium (docs/targets.md: one swipe to the next card painted <= 100 ms p75, no
// long task > 50 ms over 50 swipes), for `npm run bench:swipe` (scripts/bench-deck-browser.ts).
//
// How one swipe is timed, in the page itself (all times on the page's performance.now() clock,
// from the `timeStamp` of the input that makes the swipe: the Pass button's `click`, or the
// arrow key's `keydown`, so a busy main thread's wait before handling it counts):
//  - next card in the DOM: a MutationObserver sees the top card change;
//  - next card painted: the browser's own Event Timing entry for that input (the measure behind
//    INP): from the input to the next frame presented after its handlers ran. The deck draws the
//    next card while the input is handled (React commits a click's update before the event
//    ends: src/web/features/discovery/deck/swipe-deck.tsx), so that frame is the one showing
//    it; the bench checks this for every swipe (the DOM change came before the entry's
//    processingEnd) and says so. The browser reports only entries of 16 ms or more, at an 8 ms
//    granularity: a swipe without one counts as 16 ms;
//  - next frame: a cross-check from the page, the first requestAnimationFrame after the DOM
//    change, when the frame that paints the card starts (a lower bound of the paint). Timing the
//    end of that frame from the page (a message posted from the rAF callback, or a second rAF)
//    would also count whatever tasks the page had queued by then, such as the request that
//    stores the swipe: the browser's entry does not.
// The card's photo is decoded before the swipe: the deck draws the next card behind the top one
// and preloads three more, so the swipe only moves it to the front.
//
// Long tasks: every PerformanceObserver 'longtask' entry (main-thread tasks over 50 ms) from the
// first swipe to the end of the last, pauses between swipes included (the next page of cards is
// fetched and drawn then).
import type { BrowserContext, Page } from 'playwright-core';

export interface SwipeSample {
  /** Input to the next card in the DOM, ms. */
  dom: number;
  /** Input to the first animation frame after that, ms. */
  frame: number;
  /** Input to the next paint after it was handled (Event Timing), ms; 16 when under 16 ms. */
  painted: number;
  /** Whether the next card was in the DOM before the input's handling ended. */
  drawnWhileHandled: boolean | null;
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface SwipeRun {
  samples: SwipeSample[];
  longTasks: LongTask[];
  /** Long tasks while the page loaded, before the first swipe (not part of S4). */
  loadLongTasks: LongTask[];
  /** The first swipe's start and the last swipe's paint, on the page's clock. */
  window: { start: number; end: number };
}

interface InputEntry {
  start: number;
  duration: number;
  processingEnd: number;
}

interface PageSample {
  start: number;
  domAt: number;
  frameAt: number;
}

declare global {
  interface Window {
    __swipeBench: {
      samples: PageSample[];
      inputs: InputEntry[];
      longTasks: LongTask[];
      pending: { start: number; from: string | null; domAt?: number } | null;
    };
  }
}

/** Installed before any page script: the observers above. */
function instrument() {
  const bench: Window['__swipeBench'] = { samples: [], inputs: [], longTasks: [], pending: null };
  window.__swipeBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name !== 'click' && entry.name !== 'keydown') continue;
      bench.inputs.push({ start: entry.startTime, duration: entry.duration, processingEnd: entry.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  // The top card is the deck's only article outside an aria-hidden layer (swipe-deck.tsx).
  const topCardId = () =>
    Array.from(document.querySelectorAll('main article'))
      .find((article) => !article.closest('[aria-hidden="true"]'))
      ?.getAttribute('aria-labelledby') ?? null;

  const onInput = (event: Event) => {
    if (bench.pending) return;
    if (event instanceof KeyboardEvent && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.type === 'click' && !(event.target instanceof Element && event.target.closest('button'))) return;
    bench.pending = { start: event.timeStamp, from: topCardId() };
  };
  addEventListener('click', onInput, true);
  addEventListener('keydown', onInput, true);

  new MutationObserver(() => {
    const pending = bench.pending;
    if (!pending || pending.domAt !== undefined || topCardId() === pending.from) return;
    pending.domAt = performance.now();
    requestAnimationFrame(() => {
      bench.samples.push({ start: pending.start, domAt: pending.domAt!, frameAt: performance.now() });
      bench.pending = null;
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-labelledby'] });
}

export async function instrumentSwipes(context: BrowserContext): Promise<void> {
  // Sent as source text: tsx compiles this file with esbuild's keepNames, which wraps named
  // functions in calls to its `__name` helper, absent from the page; the page gets a no-op one.
  await context.addInitScript({ content: `(() => { const __name = (target) => target; (${instrument.toString()})(); })();` });
}

const passButton = (page: Page) => page.getByRole('button', { name: 'Pass', exact: true });

/** The page's samples joined with the browser's entry for each input (same start time). */
function joinSamples(samples: readonly PageSample[], inputs: readonly InputEntry[]): SwipeSample[] {
  return samples.map((sample) => {
    const entry = inputs.find((input) => Math.abs(input.start - sample.start) < 1);
    return {
      dom: sample.domAt - sample.start,
      frame: sample.frameAt - sample.start,
      painted: entry ? entry.duration : 16,
      drawnWhileHandled: entry ? sample.domAt <= entry.processingEnd : null,
    };
  });
}

/**
 * `swipes` passes with the Pass button (a tap on a touch screen), at a person's pace: each one
 * once the previous card has finished sliding and its swipe has been stored, then a short pause.
 */
export async function measureSwipes(page: Page, swipes: number, pauseMs: number): Promise<SwipeRun> {
  const stored: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/discovery/swipes') {
      stored.push(response.finished());
    }
  });
  const button = passButton(page);
  await button.waitFor();
  // Whatever the load left running ends before the first swipe.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const windowStart = await page.evaluate(() => performance.now());

  for (let swipe = 0; swipe < swipes; swipe++) {
    // aria-disabled during the slide (swipe-deck.tsx): wait until a tap would count.
    await page.waitForFunction(() => {
      const pass = Array.from(document.querySelectorAll('button')).find((element) => element.textContent?.trim() === 'Pass');
      return pass !== undefined && pass.getAttribute('aria-disabled') !== 'true';
    });
    const before = await page.evaluate(() => window.__swipeBench.samples.length);
    await button.tap();
    await page.waitForFunction((count) => window.__swipeBench.samples.length > count, before, { timeout: 10_000 });
    await Promise.all(stored);
    await page.waitForTimeout(pauseMs);
  }

  const result = await page.evaluate(() => ({
    samples: window.__swipeBench.samples,
    inputs: window.__swipeBench.inputs,
    longTasks: window.__swipeBench.longTasks,
  }));
  const samples = joinSamples(result.samples, result.inputs);
  const last = result.samples.at(-1)!;
  const span = { start: windowStart, end: last.start + Math.max(samples.at(-1)!.painted, last.frameAt - last.start) };
  const inWindow = (task: LongTask) => task.start + task.duration > span.start;
  return {
    samples,
    longTasks: result.longTasks.filter(inWindow),
    loadLongTasks: result.longTasks.filter((task) => !inWindow(task)),
    window: span,
  };
}
