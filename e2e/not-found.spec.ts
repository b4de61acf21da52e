// Any unknown path: the spec's '404', 'Page not found' and a link back to '/', a real 404 status
// for the document, and the miss logged to the console.
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

// The browser reports the document's 404 status itself; nothing else may go wrong.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);

  const main = page.locator('main#main');
  await expect(main.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'common.notFound.title') })).toBeVisible();
  const home = main.getByRole('link', { name: tr('en', 'common.notFound.home') });
  await expect(home).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(tr('en', 'common.meta.notFound.title'));
  await expect.poll(() => warnings.some((text) => text.includes('/no-such-page'))).toBe(true);
});

test('the not-found page speaks the chosen language', async ({ page, context }) => {
  await presetLanguage(context, 'ar');
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'common.notFound.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('ar', 'common.notFound.home') })).toHaveAttribute('href', '/');
});

test('the home link leaves the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await page
    .locator('main#main')
    .getByRole('link', { name: tr('en', 'common.notFound.home') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'common.notFound.title') })).toHaveCount(0);
});
