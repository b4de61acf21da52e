// Profile prompts and a like with a comment in a real browser against the real server, in English
// and in Arabic (right to left), on a phone (390×844), with axe on each screen
// (docs/decisions/0012-profile.md, "Prompts"; 0020-discovery.md, "A like with a comment"): a
// Premium woman answers a prompt on her profile page; a man sees it on her card in his deck and
// likes it with a comment; she reads the comment, on that prompt, on her Likes.
// Among members the test makes in a circle of its own (support/discovery-members.ts).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { isolated, openDeck, topCard, topCardName } from './support/deck';
import { circleAge, createDiscoveryMember } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' }, viewport: { width: 390, height: 844 } });

const ANSWERS: Record<'en' | 'ar', string> = {
  en: 'Thieboudienne on Sundays, the way my mother makes it.',
  ar: 'الكسرة بملاح التقلية كما تطبخها أمي.',
};
const COMMENTS: Record<'en' | 'ar', string> = {
  en: 'Mine is my aunt’s recipe too, with extra lime!',
  ar: 'وأنا أيضًا أحبها مع الليمون!',
};

const isSwipe = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/discovery/swipes',
  );

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a prompt answered on the profile shows on the card, is liked with a comment, and Premium reads it on Likes`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const age = circleAge(`prompts-${language}`, testInfo);
    const manContext = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    await presetLanguage(manContext, language);
    await presetLanguage(page.context(), language);
    const manPage = await manContext.newPage();
    await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Hawa', gender: 'woman', age, language, premium: true }),
      createDiscoveryMember(manPage.request, baseURL!, { displayName: 'Idris', gender: 'man', age, language }),
    ]);
    const prompt = tr(language, 'common.prompts.dish_from_home');

    // She answers a prompt on her profile page.
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const section = page.getByRole('region', { name: tr(language, 'profile.prompts.title') });
    await section.getByRole('combobox', { name: tr(language, 'profile.prompts.prompt') }).selectOption({ label: prompt });
    await section.getByRole('textbox', { name: tr(language, 'profile.prompts.answer') }).fill(ANSWERS[language]);
    await section.getByRole('button', { name: tr(language, 'profile.prompts.add') }).click();
    await expect(section.getByRole('status')).toContainText(tr(language, 'profile.prompts.added'));
    await expect(section.getByText(ANSWERS[language])).toBeVisible();
    await expectNoAxeViolations(page, `the profile's prompts (${language})`);

    // He sees it on her card and likes it with a comment.
    await openDeck(manPage, language);
    expect(await topCardName(manPage, language, ['Hawa'])).toBe('Hawa');
    // On a phone the card is photo first: its prompts are in the sheet its "More" opens.
    await topCard(manPage, language)
      .getByRole('button', { name: tr(language, 'discovery.card.more') })
      .click();
    const sheet = manPage.getByRole('dialog');
    await expect(sheet.getByText(ANSWERS[language])).toBeVisible();
    await sheet.getByRole('button', { name: tr(language, 'discovery.comment.onPrompt', { prompt }) }).click();
    const dialog = manPage.getByRole('dialog', { name: tr(language, 'discovery.comment.title', { name: isolated('Hawa') }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: tr(language, 'discovery.comment.label') }).fill(COMMENTS[language]);
    await expectNoAxeViolations(manPage, `the comment dialog (${language})`);
    const stored = isSwipe(manPage);
    await dialog.getByRole('button', { name: tr(language, 'discovery.comment.send') }).click();
    expect((await stored).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await manContext.close();

    // She reads it on Likes, on that prompt.
    await page.goto('/likes');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'likes.title') })).toBeVisible();
    const like = page.getByRole('main').getByRole('article').filter({ hasText: 'Idris' });
    await expect(like.getByText(tr(language, 'likes.comment.onPrompt', { prompt }))).toBeVisible();
    await expect(like.getByText(COMMENTS[language])).toBeVisible();
    await expectNoAxeViolations(page, `Likes with a comment (${language})`);
  });
}
