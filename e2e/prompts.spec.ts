// Profile prompts and a like with a comment in a real browser against the real server, in English
// and in Arabic (right to left), on a phone (390×844), with axe on each screen
// (docs/decisions/0012-profile.md, "Prompts"; 0020-discovery.md, "A like with a comment"): a
// Premium woman answers a prompt on her profile page; a man sees it on her card in his deck and
// likes it with a comment from the card's sheet; she reads the comment, on that prompt, on her
// Likes. Another woman's full profile ("See the full profile") offers the same on her prompt and
// on each photo: he comments on her photo from there.
// Among members the test makes in a circle of its own (support/discovery-members.ts).
import type { Page } from '@playwright/test';
import type { SwipeInput } from '../src/shared/contracts/discovery';
import { expectNoAxeViolations } from './support/axe';
import { isolated, numberInPage, openDeck, topCard, topCardName } from './support/deck';
import { circleAge, createCircleMembers, createDiscoveryMember, uploadProfilePhoto } from './support/discovery-members';
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

const HER_FRIDAY: Record<'en' | 'ar', string> = {
  en: 'Grilled fish by the river with my cousins.',
  ar: 'سمك مشوي على ضفة النهر مع أبناء عمي.',
};
const PHOTO_COMMENTS: Record<'en' | 'ar', string> = {
  en: 'What a view! Where was this taken?',
  ar: 'يا له من منظر! أين التُقطت هذه الصورة؟',
};

/** On her card's sheet: the prompt's "Like with a comment", the words, and the like sent. */
async function commentFromSheet(manPage: Page, language: 'en' | 'ar', prompt: string) {
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
}

/** From her card's sheet to her full profile, and a comment on her photo from there. */
async function commentFromFullProfile(manPage: Page, language: 'en' | 'ar', photoId: string) {
  await topCard(manPage, language)
    .getByRole('button', { name: tr(language, 'discovery.card.more') })
    .click();
  await manPage
    .getByRole('dialog')
    .getByRole('button', { name: tr(language, 'discovery.card.fullProfile') })
    .click();
  const profile = manPage.getByRole('dialog', { name: /Zeinab/ });
  await expect(profile.getByText(HER_FRIDAY[language])).toBeVisible();
  const friday = tr(language, 'common.prompts.ideal_friday');
  await expect(profile.getByRole('button', { name: tr(language, 'discovery.comment.onPrompt', { prompt: friday }) })).toBeVisible();
  const one = await numberInPage(manPage, language, 1);
  const onPhoto = profile.getByRole('button', {
    name: tr(language, 'discovery.comment.onPhotoNumber', { name: 'Zeinab', position: one, total: one }),
  });
  await expect(onPhoto).toBeVisible();
  await expectNoAxeViolations(manPage, `the full profile with its comment buttons (${language})`);
  await onPhoto.click();
  // The profile closes; the comment is about her photo.
  const dialog = manPage.getByRole('dialog', { name: tr(language, 'discovery.comment.title', { name: isolated('Zeinab') }) });
  await expect(dialog).toBeVisible();
  await expect(manPage.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByText(tr(language, 'discovery.comment.aboutPhoto', { name: isolated('Zeinab') }))).toBeVisible();
  await dialog.getByRole('textbox', { name: tr(language, 'discovery.comment.label') }).fill(PHOTO_COMMENTS[language]);
  const stored = isSwipe(manPage);
  await dialog.getByRole('button', { name: tr(language, 'discovery.comment.send') }).click();
  const answer = await stored;
  expect(answer.status()).toBe(200);
  expect((answer.request().postDataJSON() as SwipeInput).comment).toEqual({ text: PHOTO_COMMENTS[language], on: { photo: photoId } });
  await expect(dialog).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a prompt answered on the profile shows on the card, is liked with a comment from the card or the full profile, and Premium reads it on Likes`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const age = circleAge(`prompts-${language}`, testInfo);
    const manContext = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    await presetLanguage(manContext, language);
    await presetLanguage(page.context(), language);
    const manPage = await manContext.newPage();
    const [, , [zeinab]] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Hawa', gender: 'woman', age, language, premium: true }),
      createDiscoveryMember(manPage.request, baseURL!, { displayName: 'Idris', gender: 'man', age, language }),
      createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { gender: 'woman', age, language }, ['Zeinab']),
    ]);
    // Zeinab has a photo and a prompt, written through the API.
    const zeinabPhoto = await uploadProfilePhoto(zeinab!.api, baseURL!);
    const saved = await zeinab!.api.put('/api/profile/prompts', {
      data: { prompts: [{ key: 'ideal_friday', answer: HER_FRIDAY[language] }] },
      headers: { origin: baseURL! },
    });
    expect(saved.status(), await saved.text()).toBe(200);
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

    // He sees it on Hawa's card and likes it with a comment from the card's sheet; he comments on
    // Zeinab's photo from her full profile. The deck ranks them as it will: each as it comes.
    await openDeck(manPage, language);
    const order = [await topCardName(manPage, language, ['Hawa', 'Zeinab'])];
    order.push(order[0] === 'Hawa' ? 'Zeinab' : 'Hawa');
    for (const [index, name] of order.entries()) {
      if (index > 0) expect(await topCardName(manPage, language, [name])).toBe(name);
      if (name === 'Hawa') await commentFromSheet(manPage, language, prompt);
      else await commentFromFullProfile(manPage, language, zeinabPhoto);
    }
    await zeinab!.api.dispose();
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
