// The paywall in a real browser against the real server and its sandbox payment provider:
// a new member pays by card or PayPal through the sandbox checkout, sees the success
// screen until 'Enter Main Site', and lands on the questionnaire step; a declined payment leaves
// the member on the paywall, unsubscribed. In English and Arabic, with axe on both pages.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { BASIC_PRICE_CENTS } from '../src/shared/constants';
import { formatPrice } from '../src/web/lib/format';
import { chooseFromAccountMenu, confirmEmail, holdPageClock, linkFromOutbox, signUp } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

/** A new member with a confirmed e-mail, signed in and on '/': the gate's paywall. */
async function newMember(page: Page, context: BrowserContext, request: APIRequestContext, language: Language, name: string) {
  await presetLanguage(context, language);
  const email = `${name.toLowerCase()}-${language}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUp(page, language, email, name);
  await confirmEmail(page, language, email);
  await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 2, total: 5 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tr(language, 'paywall.title') })).toBeVisible();
  return email;
}

/** From the paywall to the sandbox's test checkout with `method`. */
async function openCheckout(page: Page, language: Language, method: 'card' | 'paypal') {
  await page.getByRole('button', { name: tr(language, `paywall.methods.${method}`) }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(language, 'paywall.sandbox.title') })).toBeVisible();
  await expect(page.getByText(tr(language, 'paywall.sandbox.plans.basic'))).toBeVisible();
}

async function hasSubscription(page: Page): Promise<boolean> {
  return ((await (await page.request.get('/api/me')).json()) as { hasSubscription: boolean }).hasSubscription;
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: pays by card through the sandbox and lands on the questionnaire step`, async ({ page, context, request }) => {
    const email = await newMember(page, context, request, language, 'Amina');
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const price = tr(language, 'paywall.price', { price: formatPrice(BASIC_PRICE_CENTS, language) });
    await expect(page.getByRole('main').getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: tr(language, 'paywall.methods.paypal') })).toBeVisible();
    await expectNoAxeViolations(page, page.url());

    await openCheckout(page, language, 'card');
    await expect(page.getByText(tr(language, 'paywall.sandbox.badge'))).toBeVisible();
    await expectNoAxeViolations(page, page.url());
    const pay = tr(language, 'paywall.sandbox.complete', { amount: formatPrice(BASIC_PRICE_CENTS, language) });
    await page.getByRole('button', { name: pay }).click();

    await expect(page).toHaveURL(/\/subscribe$/);
    const welcome = page.getByRole('heading', { level: 1, name: tr(language, 'paywall.success.title') });
    await expect(welcome).toBeVisible();
    await expect(page.getByText(tr(language, 'paywall.success.text'))).toBeVisible();
    expect(await hasSubscription(page)).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('userEmail'), localStorage.getItem('subscription_active')])).toEqual([
      email,
      'true',
    ]);
    await expectNoAxeViolations(page, page.url());
    // The success screen stays until the member clicks, and a reload does not confirm again.
    await page.waitForTimeout(1000);
    await expect(welcome).toBeVisible();

    await page.getByRole('button', { name: tr(language, 'paywall.success.enter') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 3, total: 5 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'questionnaire.title') })).toBeVisible();

    // A member who has joined is told so on /subscribe.
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'paywall.member.title') })).toBeVisible();

    // Signing out clears the subscription cache with the rest of the stored auth state.
    await chooseFromAccountMenu(page, language, 'Amina', 'signOut');
    await expect(page).toHaveURL(/\/landing$/);
    expect(
      await page.evaluate(() =>
        ['userEmail', 'subscription_active', 'subscription_id', 'subscription_date', 'auth_state'].map((key) => localStorage.getItem(key)),
      ),
    ).toEqual([null, null, null, null, null]);
  });

  test(`${language}: a declined payment leaves the member on the paywall, unsubscribed`, async ({ page, context, request }) => {
    await newMember(page, context, request, language, 'Idris');
    await openCheckout(page, language, 'card');
    await page.getByRole('button', { name: tr(language, 'paywall.sandbox.decline') }).click();

    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole('alert').filter({ hasText: tr(language, 'paywall.return.declined') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'paywall.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: tr(language, 'paywall.methods.card') })).toBeEnabled();
    expect(await hasSubscription(page)).toBe(false);
    await expectNoAxeViolations(page, page.url());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'paywall.title') })).toBeVisible();
  });
}

test('en: pays with PayPal through the sandbox and lands on the questionnaire step', async ({ page, context, request }) => {
  await newMember(page, context, request, 'en', 'Yusuf');
  await openCheckout(page, 'en', 'paypal');
  await page.getByRole('button', { name: tr('en', 'paywall.sandbox.complete', { amount: formatPrice(BASIC_PRICE_CENTS, 'en') }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'paywall.success.title') })).toBeVisible();
  expect(await hasSubscription(page)).toBe(true);
  await page.getByRole('button', { name: tr('en', 'paywall.success.enter') }).click();
  await expect(page.getByText(tr('en', 'onboarding.progress.stepOf', { current: 3, total: 5 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tr('en', 'questionnaire.title') })).toBeVisible();
});

test('en: a canceled payment charges nothing and keeps the paywall', async ({ page, context, request }) => {
  await newMember(page, context, request, 'en', 'Zainab');
  await openCheckout(page, 'en', 'card');
  await page.getByRole('button', { name: tr('en', 'paywall.sandbox.cancel') }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByText(tr('en', 'paywall.return.canceled'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('en', 'paywall.methods.paypal') })).toBeEnabled();
  expect(await hasSubscription(page)).toBe(false);
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a visitor on /subscribe is asked for an account first`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'paywall.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'paywall.account.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: tr(language, 'paywall.account.signUp') })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(page.getByRole('button', { name: tr(language, 'paywall.methods.card') })).toHaveCount(0);
    await expectNoAxeViolations(page, page.url());
  });
}

/** The toaster's lifetime of a toast (components/ui/toaster.tsx). */
const TOAST_MS = 5000;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

// The confirmation link's notice is a toast over the page, not a block above the step
// (docs/decisions/0009-accounts.md, "Confirmation signs in"): with it showing, both payment
// buttons are whole on the first screen of a phone and of a laptop, and not under the toast
// (on a phone toasts sit at the top). The page's clock is held from the link on, so the toast
// stays until the test moves time.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: at ${viewport.width}x${viewport.height} the confirmation toast leaves the payment buttons on the first screen`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await presetLanguage(context, language);
      const email = `neema-${language}-${viewport.width}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await signUp(page, language, email, 'Neema');
      const link = await linkFromOutbox(page.request, email, '/api/auth/verify-email');
      await holdPageClock(page);

      await page.goto(link);
      const toast = page.getByRole('status').filter({ hasText: tr(language, 'onboarding.emailVerified') });
      await expect(toast).toBeVisible();
      // Said once: a reload would not say it again.
      await expect(page).toHaveURL(/\/$/);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const progress = page.getByRole('region', { name: tr(language, 'onboarding.progress.title') });
      await expect(progress.locator('[aria-current="step"]')).toContainText(tr(language, 'onboarding.steps.subscribe'));
      if (viewport.width < 640) {
        // Five steps in one row: the current one named, the others as numbers.
        expect((await progress.getByRole('list').boundingBox())!.height).toBeLessThan(60);
      }
      const toastBox = (await toast.boundingBox())!;
      for (const method of ['card', 'paypal'] as const) {
        const button = page.getByRole('button', { name: tr(language, `paywall.methods.${method}`) });
        await expect(button).toBeEnabled();
        const box = (await button.boundingBox())!;
        expect(box.y, method).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, method).toBeLessThanOrEqual(viewport.height);
        expect(box.x, method).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, method).toBeLessThanOrEqual(viewport.width);
        expect(overlaps(box, toastBox), `${method} under the toast`).toBe(false);
      }
      // axe needs the page's timers: the pointer on the toast holds it while the clock runs.
      await toast.hover();
      await page.clock.resume();
      await expectNoAxeViolations(page, `${page.url()} with the confirmation toast`);
      await expect(toast).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.mouse.move(0, viewport.height / 2);

      // It goes by itself 5 s after the pointer left it, or at once with its close button.
      await page.clock.runFor(TOAST_MS - 100);
      await expect(toast).toBeVisible();
      if (viewport.width < 640) {
        await toast.getByRole('button', { name: tr(language, 'common.actions.dismiss') }).click();
      } else {
        await page.clock.runFor(100);
      }
      await expect(toast).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: tr(language, 'paywall.title') })).toBeVisible();
      await expect(toast).toHaveCount(0);
    });
  }
}
