// On a phone the header collapses into a menu (spec: its profiles, events and culture entries
// scroll to the landing page's sections; pricing goes to /subscribe). The section must come to
// rest below the sticky header, also in Arabic.
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the menu's Profiles entry brings the featured members into view`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/landing');
    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('navigation', { name: tr(language, 'common.nav.mobile') });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: tr(language, 'common.nav.profiles') }).click();

    await expect(page).toHaveURL(/\/landing#profiles$/);
    await expect(menu).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: tr(language, 'landing.profiles.title') });
    await expect(heading).toBeInViewport();
    // Not hidden under the 64 px sticky header.
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
  });
}

test("the menu's pricing entry goes to /subscribe", async ({ page }) => {
  await page.goto('/landing');
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await page
    .getByRole('navigation', { name: tr('en', 'common.nav.mobile') })
    .getByRole('link', { name: tr('en', 'common.nav.pricing') })
    .click();
  await expect(page).toHaveURL(/\/subscribe$/);
});
