// The test object every spec uses. Its `page` fails the test on any console error or uncaught
// page error (a CSP violation, a failed request, a React warning) unless the test allows that
// message by pattern with `test.use({ allowedConsoleErrors: [...] })`.
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import type { Language } from './locales';

export { expect };

export interface ConsoleWatch {
  /** Console errors and page errors seen so far that no allowed pattern matches. */
  problems: string[];
}

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`;
}

/** Starts collecting a page's console errors and uncaught exceptions. */
export function watchConsole(page: Page, allowed: readonly RegExp[] = []): ConsoleWatch {
  const watch: ConsoleWatch = { problems: [] };
  const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = describe(message);
    if (!isAllowed(text)) watch.problems.push(text);
  });
  page.on('pageerror', (error) => {
    const text = `uncaught: ${error.name}: ${error.message}`;
    if (!isAllowed(text)) watch.problems.push(text);
  });
  return watch;
}

/** Stores values in localStorage before any page script runs, on every navigation. */
export async function presetStorage(context: BrowserContext, values: Record<string, string>): Promise<void> {
  await context.addInitScript((entries: Record<string, string>) => {
    try {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage; the next navigation runs this again.
    }
  }, values);
}

/** Opens pages in `language` (and optionally a stored theme) from their very first paint. */
export async function presetLanguage(context: BrowserContext, language: Language, theme?: string): Promise<void> {
  await presetStorage(context, { language, ...(theme ? { theme } : {}) });
}

/** What the page reported to POST /api/client-errors (a page that crashed says why there). */
function watchClientErrorReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-errors') reports.push(request.postData() ?? '');
  });
  return reports;
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const watch = watchConsole(page, allowedConsoleErrors);
    const reports = watchClientErrorReports(page);
    await use(page);
    // The error screens log quietly to the server: a failed test shows what they logged.
    if (testInfo.status !== testInfo.expectedStatus && reports.length > 0) {
      await testInfo.attach('client error reports', { body: reports.join('\n'), contentType: 'text/plain' });
    }
    expect(watch.problems, 'console errors and uncaught exceptions on the page').toEqual([]);
  },
});
