// A public page is HTML before any script runs (docs/decisions/0038-prerendered-public-pages.md):
// without JavaScript it shows its real text, in English and in Arabic right to left; with
// JavaScript the app takes over that very HTML (hydration) rather than drawing the page again, and
// the page works. The fixture's page fails the test on any console error (a hydration mismatch
// is one).
import { expect, test } from './support/fixtures';
import { normalizeSpace, tr } from './support/locales';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/about shows its text in English, and in Arabic right to left', async ({ page, context, baseURL }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'about.title'));
    await expect(page).toHaveTitle(tr('en', 'common.meta.about.title'));

    await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1 });
    expect(normalizeSpace(await heading.innerText())).toBe(normalizeSpace(tr('ar', 'about.title')));
    // Right to left: the heading starts at the right edge of its column.
    const box = (await heading.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(width - (box.x + box.width)).toBeLessThan(box.x);
  });
});

test('with JavaScript the pre-rendered page is hydrated, not drawn again, and works', async ({ page }) => {
  // Counts the nodes taken out of the root, from before the first script of the page runs.
  await page.addInitScript(() => {
    const state = window as unknown as { removedFromRoot: number };
    state.removedFromRoot = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root') state.removedFromRoot += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'about.title'));
  // React has taken the heading over once it keeps its fiber on it; the theme switch then answers.
  await page.waitForFunction(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber')));
  const dark = page.getByRole('radio', { name: tr('en', 'common.theme.dark') });
  await expect(dark).toBeEnabled();
  await dark.check({ force: true });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot)).toBe(0);
});
