// The deck's layout as a member sees it, measured in the browser (geometry, not pixels), in
// English and in Arabic, on a phone (390×844) and a desktop (1280×800): Pass and Like never
// cover any part of the top card (Premium, with the Boost panel, included).
// The demo members are only read here: nothing is swiped.
import type { Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deckRegion, openDeck, swipeButton, topCard } from './support/deck';
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

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    for (const member of MEMBERS) {
      test(`${language}, ${viewport.name}, ${member.premium ? 'Premium' : 'Basic'}: Pass and Like cover nothing of the top card`, async ({
        page,
        context,
      }) => {
        await presetLanguage(context, language);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await signIn(page, language, member.email, DEMO_MEMBER_PASSWORD);
        await openDeck(page, language);
        const card = topCard(page, language);
        await expect(card).toBeVisible();
        if (member.premium) {
          await expect(page.getByRole('heading', { level: 2, name: tr(language, 'discovery.boost.title') })).toBeVisible();
        }

        const cardBox = (await card.boundingBox())!;
        const bar = await swipeBarBox(page, language);
        // The whole card is seen, and Pass and Like below it, on the first screen.
        expect(cardBox.y + cardBox.height, 'the card ends above Pass and Like').toBeLessThanOrEqual(bar.y + 0.5);
        expect(bar.y + bar.height, 'Pass and Like are on the first screen').toBeLessThanOrEqual(viewport.height + 0.5);
        // Scrolled to the end, they still cover nothing of it.
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        const scrolledCard = (await card.boundingBox())!;
        const scrolledBar = await swipeBarBox(page, language);
        expect(scrolledCard.y + scrolledCard.height).toBeLessThanOrEqual(scrolledBar.y + 0.5);
        await page.evaluate(() => window.scrollTo(0, 0));

        await expectNoAxeViolations(page, `the deck (${language}, ${viewport.name})`);
      });
    }
  }
}
