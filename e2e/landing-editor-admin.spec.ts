// The landing page editor in a real browser (docs/decisions/0037-landing-editor.md): the demo
// admin changes the French hero title, saves the draft, previews it in French, publishes it, and
// /landing in French shows it while English keeps its own title; then the same on a phone. The
// page the server sends has the published title in it already (pre-rendered with the published
// texts, docs/decisions/0038-prerendered-public-pages.md), and the app hydrates it without a
// mismatch (the fixture fails on any console error).
// Named *admin.spec.ts: it runs in the admin project, after the specs that read the landing page.
import type { Browser, Page } from '@playwright/test';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { expectNoAxeViolations } from './support/axe';
import { signInAsDemoAdmin } from './support/demo-admin';

const PHONE = { width: 390, height: 844 };

/**
 * /landing in `language`, as a visitor (a browser of its own) would see it, shows `title`: in the
 * HTML the server sends for the language cookie, and in the page the app hydrates, without a
 * request for the published texts (the page carries them).
 */
async function expectLandingHero(browser: Browser, language: Language, title: string, viewport?: typeof PHONE) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await presetLanguage(context, language);
  await context.addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
  const html = await (await context.request.get('/landing')).text();
  expect(/<h1 id="hero-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(title);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/landing-content/')) asked.push(request.url());
  });
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Hydrated: React keeps its fiber on the served heading.
  await page.waitForFunction(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber')));
  expect(asked).toEqual([]);
  await context.close();
}

/** Changes the French hero title, saves, previews it in French, publishes. */
async function publishFrenchTitle(page: Page, title: string) {
  const editor = page.getByRole('region', { name: tr('en', 'console.landing.title') });
  await expect(editor.getByRole('note')).toContainText(tr('en', 'console.landing.notice'));
  const form = editor.getByRole('form', { name: tr('en', 'console.landing.formLabel') });
  await form.getByRole('button', { name: tr('en', 'common.languageNames.fr') }).click();
  await form.getByLabel(tr('en', 'console.landing.fields.title'), { exact: true }).fill(title);
  await form.getByRole('button', { name: tr('en', 'console.landing.save') }).click();
  await expect(form.getByRole('status')).toHaveText(tr('en', 'console.landing.saved'));

  await editor.getByRole('button', { name: tr('en', 'console.landing.preview') }).click();
  // Preview on: the notice gives way to the draft, drawn by the landing page's own sections.
  await expect(editor.getByRole('note')).toHaveCount(0);
  await editor.getByLabel(tr('en', 'console.landing.previewLanguage')).selectOption('fr');
  const preview = editor.getByRole('region', { name: tr('en', 'console.landing.previewLabel') });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(page, '/admin (landing editor preview)');

  await editor.getByRole('button', { name: tr('en', 'console.landing.publish') }).click();
  await expect(editor.getByText(tr('en', 'console.landing.published'))).toBeVisible();
  await editor.getByRole('button', { name: tr('en', 'console.landing.backToEditing') }).click();
  await expect(editor.getByRole('note')).toBeVisible();
}

test.describe('the landing page editor', () => {
  test.describe.configure({ mode: 'serial' });
  // Signing in with the second factor, two axe checks and three visitors' pages.
  test.setTimeout(120_000);

  test("the landing editor's change shows on /landing in the chosen language", async ({ page, browser }) => {
    await signInAsDemoAdmin(page, 'en');
    await expectNoAxeViolations(page, '/admin (landing editor)');
    const title = 'Trouvez l’amour qui partage vos racines';
    await publishFrenchTitle(page, title);
    await expectLandingHero(browser, 'fr', title);
    // English keeps its own title: the editor started from the built-in texts.
    await expectLandingHero(browser, 'en', tr('en', 'landing.hero.title'));
  });

  test('on a phone too', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsDemoAdmin(page, 'en');
    const title = 'Des cœurs du Sahel, sur votre téléphone';
    await publishFrenchTitle(page, title);
    // Nothing of the editor is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
    await expectLandingHero(browser, 'fr', title, PHONE);
  });
});
