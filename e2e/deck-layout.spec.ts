// The deck's layout as a member sees it, measured in the browser (geometry, not pixels), in
// English and in Arabic, on a phone (390×844) and a desktop (1280×800): on a desktop Pass and
// Like are under the top card and never cover any part of it; on a phone they are round over
// the photo-first card's photo and cover none of its words, badge or chips; either way the card
// and its buttons are on the first screen (Premium, with the Boost panel, included), and the card
// behind shows as one clean edge under the top card rather than slivers of its photo and text.
// The demo members are only read here: nothing is swiped.
import type { Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deckRegion, expectPhoneCardLayout, openDeck, swipeButton, topCard } from './support/deck';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const MEMBERS = [
  { email: 'selam@demo.sahelhearts.test', premium: true },
  { email: 'dawit@demo.sahelhearts.test', premium: false },
] as const;

/** The bar that holds Pass and Like: the closest box around both buttons. */
async function swipeBarBox(page: Page, language: Language) {
  const bar = swipeButton(page, language, 'pass').locator('xpath=..');
  await expect(bar).toContainText(tr(language, 'discovery.deck.like'));
  return (await bar.boundingBox())!;
}

/** Where the first screen ends: the top of the member's tab bar where it holds the bottom of the window (a phone). */
async function firstScreenEnd(page: Page, language: Language, height: number): Promise<number> {
  const main = page.getByRole('navigation', { name: tr(language, 'common.nav.main') });
  await expect(main).toHaveCount(1);
  const box = (await main.boundingBox())!;
  return box.y + box.height >= height - 1 ? box.y : height;
}

const COMBINATIONS = (['en', 'ar'] as const).flatMap((language) => VIEWPORTS.map((viewport) => ({ language, viewport })));

// One sign-in a member for all four combinations: the server allows a few sign-ins an hour an account.
for (const member of MEMBERS) {
  test(`${member.premium ? 'Premium' : 'Basic'}: Pass and Like cover nothing of the top card's words, in English and Arabic, on a phone and a desktop`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'en', member.email, DEMO_MEMBER_PASSWORD);
    for (const { language, viewport } of COMBINATIONS) {
      await test.step(`${language}, ${viewport.name}`, async () => {
        await presetLanguage(context, language);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await openDeck(page, language);
        const card = topCard(page, language);
        await expect(card).toBeVisible();
        if (member.premium) {
          await expect(page.getByRole('heading', { level: 2, name: tr(language, 'discovery.boost.title') })).toBeVisible();
        }

        const screenEnd = await firstScreenEnd(page, language, viewport.height);
        if (viewport.name === 'phone') {
          // The photo-first card: Pass and Like over its photo, and the whole card above the tab bar.
          await expectPhoneCardLayout(page, language);
          const cardBox = (await card.boundingBox())!;
          expect(cardBox.y + cardBox.height, 'the card is on the first screen').toBeLessThanOrEqual(screenEnd + 0.5);
          await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
          const like = (await swipeButton(page, language, 'like').boundingBox())!;
          expect(like.y + like.height, 'scrolled to the end, Like is above the tab bar').toBeLessThanOrEqual(screenEnd + 0.5);
          await expectPhoneCardLayout(page, language);
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectNoAxeViolations(page, `the deck (${language}, ${viewport.name})`);
          return;
        }
        const cardBox = (await card.boundingBox())!;
        const bar = await swipeBarBox(page, language);
        // The whole card is seen, and Pass and Like below it, on the first screen.
        expect(cardBox.y + cardBox.height, 'the card ends above Pass and Like').toBeLessThanOrEqual(bar.y + 0.5);
        expect(bar.y + bar.height, 'Pass and Like are on the first screen').toBeLessThanOrEqual(screenEnd + 0.5);
        // Scrolled to the end, they still cover nothing of it, nor the tab bar them.
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        const scrolledCard = (await card.boundingBox())!;
        const scrolledBar = await swipeBarBox(page, language);
        expect(scrolledCard.y + scrolledCard.height).toBeLessThanOrEqual(scrolledBar.y + 0.5);
        expect(scrolledBar.y + scrolledBar.height).toBeLessThanOrEqual(screenEnd + 0.5);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, `the deck (${language}, ${viewport.name})`);
      });
    }
  });
}

test('the card behind shows as one clean edge under the top card, in English and Arabic, on a phone and a desktop', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'en', 'dawit@demo.sahelhearts.test', DEMO_MEMBER_PASSWORD);
  for (const { language, viewport } of COMBINATIONS) {
    await test.step(`${language}, ${viewport.name}`, async () => {
      await presetLanguage(context, language);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openDeck(page, language);
      await expect(topCard(page, language)).toBeVisible();
      await expect(deckRegion(page, language).locator('article')).toHaveCount(2);
      // The card behind: under the top card, one band of the same surface all along its
      // width, at least 6 px tall, with no photo or words of the card behind in it.
      const band = await deckRegion(page, language).evaluate((region) => {
        const [top, behind] = [...region.querySelectorAll('article')].map((article) => article.getBoundingClientRect());
        if (!top || !behind) return null;
        const y = top.bottom + Math.min(3, (behind.bottom - top.bottom) / 2);
        const xs = [0.1, 0.3, 0.5, 0.7, 0.9].map((share) => behind.left + 20 + share * (behind.width - 40));
        // Hit-testing passes through an inert layer: lifted for this probe, to find what is painted there.
        const layer = region.querySelector('[inert]')!;
        layer.removeAttribute('inert');
        const hits = xs.map((x) => document.elementFromPoint(x, y));
        layer.setAttribute('inert', '');
        return {
          visible: behind.bottom - top.bottom,
          same: hits.every((hit) => hit === hits[0]),
          photoOrText: hits.some((hit) => !hit || hit.tagName === 'IMG' || (hit.textContent ?? '').trim() !== ''),
        };
      });
      expect(band, 'a card is drawn behind the top one').not.toBeNull();
      expect(band!.visible, 'the card behind shows its edge').toBeGreaterThanOrEqual(6);
      expect(band!.same, 'the edge is one surface along its width').toBe(true);
      expect(band!.photoOrText, 'no photo or words of the card behind show').toBe(false);
    });
  }
});
