// axe finds 0 violations on every public page, in English and Arabic in the light theme, and in
// English in the dark theme (colour contrast differs). Each page opens in a fresh context, with
// reduced motion so that no fade is caught half-way (axe would measure a half-transparent text).
import { expect, presetLanguage, test, watchConsole } from './support/fixtures';
import type { Language } from './support/locales';
import { PUBLIC_PAGES } from './support/pages';
import { expectNoAxeViolations } from './support/axe';

const variants: { language: Language; theme: 'light' | 'dark' }[] = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'light' },
  { language: 'en', theme: 'dark' },
];

for (const { path } of PUBLIC_PAGES) {
  for (const { language, theme } of variants) {
    test(`axe: ${path} in ${language}, ${theme} theme`, async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      try {
        await presetLanguage(context, language, theme);
        const page = await context.newPage();
        const watch = watchConsole(page);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').evaluate((html) => html.classList.contains('dark'))).toBe(theme === 'dark');

        await expectNoAxeViolations(page, `${path} (${language}, ${theme})`);
        expect(watch.problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
