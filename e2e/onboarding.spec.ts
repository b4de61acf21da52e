// The onboarding path in a real browser: the guard on /, /profiles and /pricing, the
// development outbox page and its confirmation link, resending that e-mail, and signed-in
// members kept away from the sign-in and sign-up forms.
import type { Page } from '@playwright/test';
import { holdPageClock, PASSWORD, signIn, signUp } from './support/accounts';
import { expect, presetLanguage, test, watchConsole } from './support/fixtures';
import { tr } from './support/locales';
import { expectNoAxeViolations } from './support/axe';

/** The outbox page's messages to `email`. */
function messagesTo(page: Page, email: string) {
  return page.getByRole('article').filter({ hasText: email });
}

test('sign up, resend, read the e-mail on /dev/outbox and follow its link to confirm the address', async ({ page }) => {
  const email = `fatima-${Date.now()}@example.com`;
  await signUp(page, 'en', email, 'Fatima');

  // "Resend the e-mail" sends a second confirmation.
  await page.getByRole('button', { name: tr('en', 'auth.resend.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('en', 'auth.resend.sent', { email }) })).toBeVisible();

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'dev.title') })).toBeVisible();
  await expect(messagesTo(page, email)).toHaveCount(2);
  const newest = messagesTo(page, email).first();
  const link = newest.getByRole('link').filter({ hasText: '/api/auth/verify-email' });
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=/);
  // The HTML part is never rendered as HTML on this page.
  expect(await newest.locator('img, table, style').count()).toBe(0);

  await holdPageClock(page);
  await link.click();
  await expect(page.getByRole('status').filter({ hasText: tr('en', 'onboarding.emailVerified') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.clock.resume();

  // The address is confirmed and the link signed the member in: the gate at step 2.
  await expect(page.getByText(tr('en', 'onboarding.progress.stepOf', { current: 2, total: 5 }))).toBeVisible();

  // A signed-in member is sent from the account forms to the gate, replacing the entry.
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: tr('en', 'paywall.title') })).toBeVisible();
  }

  // /profiles and /pricing stop a member without a subscription at the same step, and say why.
  for (const [path, why] of [
    ['/profiles', 'onboarding.guard.profiles'],
    ['/pricing', 'onboarding.guard.pricing'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(tr('en', why))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr('en', 'paywall.title') })).toBeVisible();
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a visitor on /profiles and /pricing is asked to sign in or create an account`, async ({ page, context }) => {
    await presetLanguage(context, language);
    for (const path of ['/profiles', '/pricing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.signIn.title') })).toBeVisible();
      await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 1, total: 5 }))).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: tr(language, 'onboarding.signIn.signUp') })).toHaveAttribute(
        'href',
        '/sign-up',
      );
    }
  });
}

test('the outbox page shows a message that arrived while it was open, on Refresh', async ({ page }) => {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'dev.title') })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/\d/);
  const email = `refresh-${Date.now()}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, displayName: 'Idris', dateOfBirth: '1990-01-02', language: 'en' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  await expect(messagesTo(page, email)).toHaveCount(0);
  await page.getByRole('button', { name: tr('en', 'dev.refresh') }).click();
  await expect(messagesTo(page, email)).toHaveCount(1);
  // Newest first.
  await expect(page.getByRole('article').first()).toContainText(email);
});

// The guard's screens and the outbox page are not in the public sweep (e2e/accessibility.spec.ts).
for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'light'],
  ['en', 'dark'],
] as const) {
  test(`axe: the guard on /profiles and /pricing, and /dev/outbox, in ${language}, ${theme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      await presetLanguage(context, language, theme);
      const page = await context.newPage();
      const watch = watchConsole(page);
      for (const path of ['/profiles', '/pricing', '/dev/outbox']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${language}, ${theme})`);
      }
      expect(watch.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the demo member who went all the way (README, "Demo accounts") sees the member area at once', async ({ page }) => {
  await signIn(page, 'en', 'dawit@demo.sahelhearts.test', 'sahel-demo-member');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: tr('en', 'onboarding.browse.title') })).toBeVisible();
  await page.goto('/profiles');
  await expect(page.getByRole('region', { name: tr('en', 'onboarding.progress.title') })).toHaveCount(0);
  const me = (await (await page.request.get('/api/me')).json()) as Record<string, unknown>;
  expect(me).toMatchObject({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true, isPremium: false });
});
