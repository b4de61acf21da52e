// Push notifications in Debian's Chromium (docs/decisions/0035-push-notifications.md), in English
// and in Arabic: a push message delivered to the app's service worker through the DevTools
// protocol (ServiceWorker.deliverPushMessage: Chromium's own push path, minus the push service and
// its encryption, which src/server/modules/push/push.test.ts proves) is shown as a notification in
// the member's language and direction; a click on it opens the conversation. The click is a
// NotificationEvent dispatched in the worker's own scope on the notification it shows (headless
// Chromium has no notification centre to click); its handler is the app's. A persistent profile
// on disk, as installable-app.spec.ts: a private window keeps no service worker for push.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { matchedPair, messageLog, secondBrowser } from './support/conversations';
import { circleAge } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

/** Waits until the app's service worker controls the page; answers its registration id and the DevTools session that sees it. */
async function workerRegistration(page: Page): Promise<{ registrationId: string; origin: string; devtools: CDPSession }> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  const devtools = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  return { registrationId: await registered, origin: new URL(page.url()).origin, devtools };
}

for (const language of ['en', 'ar'] as const) {
  test(`a push message shows its notification in ${language}, and a click opens the conversation`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const profile = mkdtempSync(join(tmpdir(), 'sahel-push-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      baseURL,
      permissions: ['notifications'],
    });
    const him = await secondBrowser(browser, language);
    try {
      await presetLanguage(context, language);
      const page = context.pages()[0] ?? (await context.newPage());
      const age = circleAge(`matched-pairs-${language}`, testInfo);
      const { conversationId } = await matchedPair(
        baseURL!,
        { page, spec: { displayName: 'Hawa', gender: 'woman', age, language } },
        { page: him.page, spec: { displayName: 'Idris', gender: 'man', age, language } },
      );
      await page.goto('/matches');
      const { registrationId, origin, devtools } = await workerRegistration(page);

      // What the server sends for a new message when the member shows names (push/payload.ts).
      const title = language === 'ar' ? 'رسالة جديدة' : 'New message';
      const body = language === 'ar' ? 'أرسل لك \u2068Idris\u2069 رسالة.' : '\u2068Idris\u2069 sent you a message.';
      const payload = {
        kind: 'message',
        title,
        body,
        url: `/messages/${conversationId}`,
        tag: `message-${conversationId}`,
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
      };
      await devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });

      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, lang, dir, tag, data }) => ({
            title,
            body,
            lang,
            dir,
            tag,
            data: data as unknown,
          })),
        );
      await expect.poll(shown).toEqual([{ title, body, lang: language, dir: payload.dir, tag: payload.tag, data: { url: payload.url } }]);

      const [worker] = context.serviceWorkers();
      expect(worker).toBeDefined();
      await worker!.evaluate(async () => {
        const scope = self as unknown as {
          registration: { getNotifications(): Promise<Notification[]> };
          dispatchEvent(event: Event): boolean;
        };
        const [notification] = await scope.registration.getNotifications();
        const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event }).NotificationEvent;
        scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
      });
      await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
      await expect(messageLog(page, language, 'Idris')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // The click closed it.
      await expect.poll(shown).toEqual([]);
    } finally {
      await him.context.close();
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
