// The installable app (docs/decisions/0034-installable-app.md) in Debian's Chromium on a phone-sized
// window: Chromium finds nothing that keeps it from being installed, the service worker takes the
// page, a page seen before opens from its copy without a network, and a page never seen shows the
// translated offline page, not the browser's. The other specs block service workers
// (playwright.config.ts); this one lets the app's run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { expect, presetLanguage, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

test.use({
  serviceWorkers: 'allow',
  viewport: PHONE,
  // Offline, the page's own requests (its session, page views) fail as they should.
  allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
});

/** Waits until the app's service worker controls the page (it claims it once it is active). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test('Chromium reports no installability error, and the manifest offers any-purpose and maskable icons', async ({ page, baseURL }) => {
  // Chromium installs nothing from a private window, which every test context is: this check
  // needs a browser profile of its own on disk.
  const profile = mkdtempSync(join(tmpdir(), 'sahel-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: PHONE,
  });
  try {
    const installed = browser.pages()[0] ?? (await browser.newPage());
    await installed.goto('/landing');
    await controlledByWorker(installed);
    const devtools = await browser.newCDPSession(installed);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});

test('offline, a page seen before opens from its copy, and a page never seen is the offline page', async ({ page, context }) => {
  await page.goto('/about');
  await controlledByWorker(page);
  // Seen once with the worker in control, so that its copy and its chunks are kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});

test('the offline page speaks the member’s language, right to left in Arabic', async ({ page, context }) => {
  await presetLanguage(context, 'ar');
  await page.goto('/landing');
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await context.setOffline(false);
});
