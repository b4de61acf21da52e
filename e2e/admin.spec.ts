// The admin dashboard in a real browser against the real server, in English and Arabic:
// the seeded demo admin sets and clears the 'verified members' override and the landing page
// follows; a demo member is refused; a visitor is sent home. axe scans the dashboard.
import type { Page } from '@playwright/test';
import type { PublicCounters } from '../src/shared/contracts/counters';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { expectNoAxeViolations } from './support/axe';
import { signInAsDemoAdmin } from './support/demo-admin';
import { signIn } from './support/accounts';

// The demo accounts of src/server/seed/accounts.ts (README.md, "Demo accounts").
const DEMO_MEMBER = { email: 'amina@demo.sahelhearts.test', password: 'sahel-demo-member' };
const OVERRIDE = 4321;

const format = (language: Language, value: number) => new Intl.NumberFormat(language).format(value);

/** The landing page's 'verified members' card shows `value` (in the language's digits). */
async function expectLandingVerified(page: Page, language: Language, value: number) {
  await page.goto('/landing');
  const card = page
    .locator('#community')
    .getByRole('listitem')
    .filter({ hasText: tr(language, 'landing.counters.labels.verified') });
  await expect(card).toContainText(tr(language, 'landing.counters.value', { value: format(language, value) }));
}

async function saveVerifiedOverride(page: Page, language: Language, text: string) {
  const label = tr(language, 'admin.counters.verified');
  const card = page.getByRole('region', { name: label });
  await card.getByLabel(tr(language, 'admin.card.input', { counter: label })).fill(text);
  await card.getByRole('button', { name: tr(language, 'admin.card.save') }).click();
  const toast = page.getByRole('status').filter({ hasText: tr(language, 'admin.toast.saved', { counter: label }) });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(tr(language, 'admin.toast.successTitle'));
  return card;
}

// Both languages change the same counter on the same server: one after the other.
test.describe('the demo admin', () => {
  test.describe.configure({ mode: 'serial' });

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: overrides the verified members counter, the landing page follows, then clears it`, async ({ page, context }) => {
      await presetLanguage(context, language);
      const before = ((await (await page.request.get('/api/counters')).json()) as PublicCounters).verified;
      expect(before.source).not.toBe('override');

      await signInAsDemoAdmin(page, language);
      // The code lands on the dashboard itself: never the members' paywall.
      await expect(page.getByText(tr(language, 'paywall.title'), { exact: false })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'admin.title') })).toBeVisible();
      const label = tr(language, 'admin.counters.verified');
      await expect(page.getByRole('region', { name: label })).toBeVisible();
      // The three counters, the events (docs/decisions/0032-events.md), the landing page editor
      // (docs/decisions/0037-landing-editor.md), the members, the contact inbox, the scheduled jobs
      // (docs/decisions/0030-job-queue.md) and the audit log (docs/decisions/0033-admin-console.md).
      await expect(page.getByRole('region')).toHaveCount(9);
      await expect(page.getByRole('region', { name: tr(language, 'console.landing.title') })).toBeVisible();
      await expect(page.getByRole('region', { name: tr(language, 'admin.events.title') })).toBeVisible();
      const jobs = page.getByRole('region', { name: tr(language, 'admin.jobs.title') });
      for (const job of ['away-emails', 'image-retention', 'rate-limit-sweep', 'event-notices']) {
        await expect(jobs.getByRole('rowheader', { name: job })).toBeVisible();
      }
      await expect(jobs).toContainText(tr(language, 'admin.jobs.noFailures'));

      await expectNoAxeViolations(page, `/admin (${language})`);

      // A refused value says why and saves nothing.
      const card = page.getByRole('region', { name: label });
      await card.getByLabel(tr(language, 'admin.card.input', { counter: label })).fill('-3');
      await card.getByRole('button', { name: tr(language, 'admin.card.save') }).click();
      await expect(card.getByRole('alert')).toHaveText(tr(language, 'admin.card.errors.notWholeNumber'));

      await saveVerifiedOverride(page, language, String(OVERRIDE));
      await expect(card).toContainText(format(language, OVERRIDE));
      expect((await (await page.request.get('/api/admin/counters')).json()).verified.override).toBe(OVERRIDE);
      await expectLandingVerified(page, language, OVERRIDE);

      await page.goto('/admin');
      const cleared = await saveVerifiedOverride(page, language, '');
      await expect(cleared).toContainText(tr(language, 'admin.card.none'));
      await expectLandingVerified(page, language, before.value);
    });
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a demo member is refused the dashboard`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await signIn(page, language, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'admin.denied.title') })).toBeVisible();
    await expect(page.getByText(tr(language, 'admin.denied.text'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: tr(language, 'admin.denied.home') })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: tr(language, 'admin.title') })).toHaveCount(0);
  });

  test(`${language}: a visitor at /admin lands on '/'`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: tr(language, 'admin.denied.title') })).toHaveCount(0);
  });
}
