// The installable app (docs/decisions/0034-installable-app.md) in Debian's Chromium on a phone-sized
// window: Chromium finds nothing that keeps it from being installed, the service worker takes the
// page, a page seen before opens from its copy without a network, and a page never seen shows the
// translated offline page, not the browser's. A member offline (docs/decisions/0036-offline-member-data.md):
// their matches and a conversation open as last seen, marked offline, a message written offline
// waits and is sent once when the network is back, and the deck says it needs a connection.
// The other specs block service workers (playwright.config.ts); this one lets the app's run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import type { ConversationView } from '../src/shared/contracts/messages';
import { messageLog, matchedPair, openConversation, secondBrowser, sendThroughApi, writeMessage } from './support/conversations';
import { circleAge } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const PHONE = { width: 390, height: 844 };

test.use({
  serviceWorkers: 'allow',
  viewport: PHONE,
  // Offline, the page's own requests (its session, page views) fail as they should.
  // The live socket's reconnections too (one pattern: a second would make the array read as a
  // fixture's value and its options).
  allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed/],
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

for (const language of ['en', 'ar'] as const) {
  test(`${language}: offline, a member's matches and conversation open as last seen, a message written offline is sent once, the deck needs a connection`, async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    const age = circleAge(`matched-pairs-${language}`, testInfo);
    const him = await secondBrowser(browser, language);
    try {
      const { conversationId } = await matchedPair(
        baseURL!,
        { page, spec: { displayName: 'Mariam', gender: 'woman', age, language } },
        { page: him.page, spec: { displayName: 'Tesfaye', gender: 'man', age, language } },
      );
      await sendThroughApi(him.page, baseURL!, conversationId, 'Selam Mariam, from Tesfaye');
      const marker = page.getByRole('status').filter({ hasText: tr(language, 'common.offlineData.marker') });

      // Online, with the worker in control: her matches, her conversations, the conversation, the deck.
      await page.goto('/matches');
      await controlledByWorker(page);
      await page.reload();
      await expect(page.getByRole('main')).toContainText('Tesfaye');
      await page.goto('/messages');
      await expect(page.getByRole('list', { name: tr(language, 'conversations.list.title') })).toContainText('Tesfaye');
      await openConversation(page, language, conversationId, 'Tesfaye');
      await expect(messageLog(page, language, 'Tesfaye')).toContainText('Selam Mariam, from Tesfaye');
      await page.goto('/profiles');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(marker).toBeHidden();

      await context.setOffline(true);
      // Each opens from what she last saw, marked offline, in her language and direction.
      await page.goto('/matches');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(marker).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Tesfaye');
      await page.goto('/messages');
      await expect(marker).toBeVisible();
      await expect(page.getByRole('list', { name: tr(language, 'conversations.list.title') })).toContainText('Tesfaye');
      // The deck: a connection is needed, not an error.
      await page.goto('/profiles');
      await expect(page.getByRole('heading', { name: tr(language, 'discovery.offline.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: tr(language, 'common.actions.retry') })).toBeVisible();

      await openConversation(page, language, conversationId, 'Tesfaye');
      const herLog = messageLog(page, language, 'Tesfaye');
      await expect(marker).toBeVisible();
      await expect(herLog).toContainText('Selam Mariam, from Tesfaye');
      // Written offline: it waits, and still waits after the app is opened again.
      await writeMessage(page, language, 'Tesfaye', 'Written on the bus, no network');
      const waiting = herLog.getByRole('listitem').filter({ hasText: 'Written on the bus, no network' });
      await expect(waiting).toContainText(tr(language, 'conversations.status.waiting'));
      await page.reload();
      await expect(waiting).toContainText(tr(language, 'conversations.status.waiting'));

      // The network is back: it is sent, once, and he sees it once.
      await context.setOffline(false);
      await expect(waiting).not.toContainText(tr(language, 'conversations.status.waiting'));
      await expect(marker).toBeHidden();
      await page.reload();
      await expect(herLog).toContainText('Written on the bus, no network');
      await openConversation(him.page, language, conversationId, 'Mariam');
      await expect(messageLog(him.page, language, 'Mariam').getByText('Written on the bus, no network')).toHaveCount(1);
      const stored = (await (await page.request.get(`/api/conversations/${conversationId}`)).json()) as ConversationView;
      expect(stored.messages.filter((message) => message.body === 'Written on the bus, no network')).toHaveLength(1);
      expect(him.watch.problems).toEqual([]);
    } finally {
      await context.setOffline(false);
      await him.context.close();
    }
  });
}
