// Likes and Rewind in a real browser against the real server, in English and in Arabic (right to
// left), on a phone (390×844) and a desktop (1280×800), with axe on every screen
// (docs/decisions/0020-discovery.md, "Likes" and "Rewind"): three men like two women; the Basic
// one sees how many and tiles whose image bytes the server blurred (not the clear photo's), with
// no name on the page; the Premium one sees them, likes one back (a match at once, with the way to
// write) and passes on another; in the deck, her pass on the third is taken back with Rewind.
// Among members the test makes in a circle of its own (support/discovery-members.ts).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProfilePhotoList } from '../src/shared/contracts/photos';
import { expectNoAxeViolations } from './support/axe';
import { isolated, openDeck, swipeTopCard, topCardName } from './support/deck';
import { circleAge, createCircleMembers, createDiscoveryMember, swipeThroughApi } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A photo-like picture for the liker's profile: a gradient the blur cannot keep. */
const photo = () =>
  sharp(
    Buffer.from(
      Array.from({ length: 400 * 500 * 3 }, (_, index) => {
        const pixel = Math.floor(index / 3);
        return (((pixel % 400) * 255) / 400 + (index % 3) * 60) % 256;
      }),
    ),
    { raw: { width: 400, height: 500, channels: 3 } },
  )
    .jpeg({ quality: 85 })
    .toBuffer();

const openLikes = async (page: Page, language: Language) => {
  await page.goto('/likes');
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: tr(language, 'likes.title') })).toBeVisible();
  await expect(page).toHaveTitle(tr(language, 'common.meta.likes.title'));
};

for (const language of ['en', 'ar'] as const) {
  test(`${language}: Basic sees blurred likes, Premium likes back to a match, and Rewind restores a pass`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const age = circleAge(`likes-${language}`, testInfo);
    const basicContext = await browser.newContext({ reducedMotion: 'reduce', viewport: PHONE });
    await presetLanguage(basicContext, language);
    await presetLanguage(page.context(), language);
    const basicPage = await basicContext.newPage();
    const [premium, basic, men] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Amani', gender: 'woman', age, language, premium: true }),
      createDiscoveryMember(basicPage.request, baseURL!, { displayName: 'Basma', gender: 'woman', age, language }),
      createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { language, age, gender: 'man' }, [
        'Lamine',
        'Moussa',
        'Omar',
      ]),
    ]);
    const [lamine, moussa, omar] = men;
    // Lamine has a photo: the Basic tile of it must not be its bytes.
    const uploaded = await lamine!.api.post('/api/profile/photos', {
      data: await photo(),
      headers: { origin: baseURL!, 'content-type': 'image/jpeg' },
    });
    expect(uploaded.status()).toBe(201);
    const clearUrl = ((await uploaded.json()) as ProfilePhotoList).photos[0]!.cardUrl;
    const clearBytes = await (await lamine!.api.get(clearUrl)).body();
    // Oldest first, so Omar's is the newest like.
    for (const { api } of [moussa!, lamine!, omar!]) {
      for (const woman of [premium, basic]) expect((await swipeThroughApi(api, baseURL!, woman.id, 'like')).match).toBeNull();
    }

    // Basic, on a phone: how many, blurred tiles, the way to Premium, and nobody named.
    await openLikes(basicPage, language);
    const [shown, form] = await basicPage.evaluate(
      ([locale]) => [new Intl.NumberFormat(locale).format(3), new Intl.PluralRules(locale).select(3)] as const,
      [language] as const,
    );
    await expect(basicPage.getByRole('main')).toContainText(tr(language, `likes.count_${form}`, { shown }));
    const tiles = basicPage.getByRole('list', { name: tr(language, 'likes.hiddenList') }).getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    await expect(basicPage.getByRole('link', { name: tr(language, 'likes.upgrade.cta') })).toBeVisible();
    for (const name of ['Lamine', 'Moussa', 'Omar']) await expect(basicPage.getByRole('main')).not.toContainText(name);
    const tileImage = basicPage.getByTestId('blurred-tile');
    await expect(tileImage).toHaveCount(1);
    const tileUrl = (await tileImage.getAttribute('src'))!;
    expect(tileUrl).not.toContain(clearUrl.split('/')[3]!);
    const tileBytes = await (await basicPage.request.get(tileUrl)).body();
    expect(tileBytes.length).toBeGreaterThan(0);
    expect(tileBytes.equals(clearBytes)).toBe(false);
    // A few dozen pixels, where the clear card has hundreds.
    const [tileSize, clearSize] = await Promise.all([sharp(tileBytes).metadata(), sharp(clearBytes).metadata()]);
    expect(Math.max(tileSize.width, tileSize.height)).toBeLessThanOrEqual(32);
    expect(clearSize.width).toBeGreaterThan(300);
    await expectNoAxeViolations(basicPage, `Likes for Basic on a phone (${language})`);
    await basicPage.screenshot({ path: `/tmp/shots-likes/likes-basic-${language}-phone.png`, fullPage: true });
    await basicPage.setViewportSize(DESKTOP);
    await expectNoAxeViolations(basicPage, `Likes for Basic on a desktop (${language})`);
    await basicContext.close();

    // Premium, on a phone: who they are, newest first.
    await page.setViewportSize(PHONE);
    await openLikes(page, language);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('heading', { level: 2 })).toContainText('Omar');
    await expect(cards.nth(1).getByRole('heading', { level: 2 })).toContainText('Lamine');
    await expect(cards.nth(2).getByRole('heading', { level: 2 })).toContainText('Moussa');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('src', clearUrl);
    await expectNoAxeViolations(page, `Likes for Premium on a phone (${language})`);
    await page.screenshot({ path: `/tmp/shots-likes/likes-premium-${language}-phone.png`, fullPage: true });

    // A like back is a match at once, with the way to the conversation.
    await cards
      .filter({ hasText: 'Lamine' })
      .getByRole('button', { name: tr(language, 'likes.likeBack'), exact: true })
      .click();
    // The match moment opens over the list (checked in match-moment.spec.ts); "Keep swiping" leaves it.
    const moment = page.getByRole('dialog', { name: tr(language, 'discovery.match.title') });
    await expect(moment).toContainText(tr(language, 'discovery.match.text', { name: isolated('Lamine') }));
    await moment.getByRole('button', { name: tr(language, 'discovery.match.keepSwiping') }).click();
    await expect(moment).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(tr(language, 'likes.matched', { name: isolated('Lamine') }));
    await expect(page.getByRole('link', { name: tr(language, 'likes.message') })).toHaveAttribute('href', /^\/messages\/\d+$/);
    await expect(cards).toHaveCount(2);
    await cards
      .filter({ hasText: 'Moussa' })
      .getByRole('button', { name: tr(language, 'likes.pass'), exact: true })
      .click();
    await expect(page.getByRole('main')).toContainText(tr(language, 'likes.passed', { name: isolated('Moussa') }));
    await expect(cards).toHaveCount(1);
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, `Likes for Premium on a desktop (${language})`);

    // Rewind: Omar, passed in the deck, comes back to the top.
    await page.setViewportSize(PHONE);
    await openDeck(page, language);
    expect(await topCardName(page, language, ['Omar'])).toBe('Omar');
    const rewindButton = page.getByRole('button', { name: tr(language, 'discovery.rewind.button') });
    await expect(rewindButton).toHaveCount(0);
    await swipeTopCard(page, language, 'pass');
    await expect(rewindButton).toBeVisible();
    await expectNoAxeViolations(page, `the deck with Rewind (${language})`);
    await rewindButton.click();
    await expect(page.getByRole('main')).toContainText(tr(language, 'discovery.rewind.done', { name: isolated('Omar') }));
    expect(await topCardName(page, language, ['Omar'])).toBe('Omar');
    await expect(rewindButton).toHaveCount(0);

    for (const { api } of men) await api.dispose();
  });
}
