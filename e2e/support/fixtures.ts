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

export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const watch = watchConsole(page, allowedConsoleErrors);
    await use(page);
    expect(watch.problems, 'console errors and uncaught exceptions on the page').toEqual([]);
  },
});
