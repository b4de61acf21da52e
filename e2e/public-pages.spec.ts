// Every public page in every language: it loads (200), the document's language and direction
// follow the choice, the one h1 is that language's text, and the title comes from
// common.meta.<page>.title. The page fixture fails any of these tests on a console error, so this
// sweep also catches CSP violations and failed requests on every public page in every language.
import { expect, presetLanguage, test } from './support/fixtures';
import { keysShowing, type Language, LANGUAGES, localeTree, normalizeSpace, tr } from './support/locales';
import { PUBLIC_PAGES } from './support/pages';

// French and Swahili share many words with English ('Culture'); these two scripts cannot.
const SCRIPTS: Partial<Record<Language, RegExp>> = { ar: /\p{Script=Arabic}/u, am: /\p{Script=Ethiopic}/u };

const RAW_KEY = new RegExp(`\\b(?:${Object.keys(localeTree('en')).join('|')})\\.[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*`);

for (const { path, name } of PUBLIC_PAGES) {
  test.describe(`${path}`, () => {
    for (const language of LANGUAGES) {
      test(`in ${language}`, async ({ page, context }) => {
        await presetLanguage(context, language);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);

        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', language);
        await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        const shown = normalizeSpace(await h1.innerText());
        // The heading is one of this language's own strings (not a raw key, not a missing file),
        // and Arabic and Amharic headings are written in their own scripts, not left in English.
        expect(keysShowing(language, shown), `h1 "${shown}" is a ${language} string`).not.toEqual([]);
        const script = SCRIPTS[language];
        if (script) expect(shown, `h1 "${shown}" is written in the ${language} script`).toMatch(script);

        await expect(page).toHaveTitle(tr(language, `common.meta.${name}.title`));
        await expect(page.locator('main#main')).toHaveCount(1);
        // i18next shows the key itself when a translation is missing: none may reach the screen.
        expect(normalizeSpace(await page.locator('body').innerText())).not.toMatch(RAW_KEY);
      });
    }
  });
}
