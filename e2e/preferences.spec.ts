// Language and theme are the visitor's choice, kept under the spec's localStorage keys 'language'
// and 'theme', applied before first paint, and only accepted when valid (spec section 5).
import { LANGUAGE_OPTIONS } from '../src/web/features/language/language-options';
import { expect, presetStorage, test } from './support/fixtures';
import { tr } from './support/locales';

const nativeName = (code: string) => LANGUAGE_OPTIONS.find((option) => option.code === code)!.nativeName;

test('choosing Amharic in the header dropdown switches the page and survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const languageButton = page.getByRole('banner').getByRole('button', {
    name: tr('en', 'common.language.label', { language: nativeName('en') }),
  });
  await languageButton.click();
  const menu = page.getByRole('menu', { name: tr('en', 'common.language.menu') });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio')).toHaveCount(LANGUAGE_OPTIONS.length);
  await menu.getByRole('menuitemradio', { name: nativeName('am') }).click();

  await expect(menu).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(tr('am', 'common.meta.about.title'));
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('am');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page).toHaveTitle(tr('am', 'common.meta.about.title'));
  await expect(
    page.getByRole('banner').getByRole('button', { name: tr('am', 'common.language.label', { language: nativeName('am') }) }),
  ).toBeVisible();
});

test('choosing Arabic flips the document to right-to-left at once', async ({ page }) => {
  await page.goto('/landing');
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr('en', 'common.language.label', { language: nativeName('en') }) })
    .click();
  await page.getByRole('menuitemradio', { name: nativeName('ar') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(tr('ar', 'common.meta.landing.title'));
});

test('the dark theme adds the dark class and persists', async ({ page }) => {
  await page.goto('/about');
  const html = page.locator('html');
  // Playwright's default colour scheme is light, so 'system' starts light.
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: tr('en', 'common.theme.system') })).toBeChecked();

  // The radios are visually hidden inside their icon labels: a click on the icon checks them. They
  // answer once the app has taken the pre-rendered page over (disabled until then).
  const dark = page.getByRole('radio', { name: tr('en', 'common.theme.dark') });
  await expect(dark).toBeEnabled();
  await dark.check({ force: true });
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: tr('en', 'common.theme.dark') })).toBeChecked();

  const light = page.getByRole('radio', { name: tr('en', 'common.theme.light') });
  await expect(light).toBeEnabled();
  await light.check({ force: true });
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('invalid stored values fall back to English and the system theme', async ({ page, context }) => {
  await presetStorage(context, { language: 'klingon', theme: 'purple' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(tr('en', 'common.meta.about.title'));
  // 'system' follows the (emulated dark) system setting.
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: tr('en', 'common.theme.system') })).toBeChecked();

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
});
