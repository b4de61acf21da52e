// The member's shell and home (docs/architecture.md, "The member's shell") in a real browser
// against the real server, in English and in Arabic (right to left), on a phone (390×844) and a
// desktop (1280×800), with axe on every screen: a member past every step is greeted at / with
// the likes waiting for her, her new match and her unread conversation, made through the API;
// the tabs (at the bottom of the phone, in the header of the desktop) carry the same counts as
// badges, mark the current page, lead to the deck, matches, messages and Me, cover nothing of the
// page nor the deck's Pass and Like, and leave a conversation's screen to its composer; no
// marketing footer on the member's screens.
//
// Isolation: the members live at an age of their own, 68 in English and 69 in Arabic, between
// the oldest age the demo community seeks (67) and the first discovery circle (70,
// support/discovery-members.ts), so no other spec's deck meets them. The counts the test reads
// are of likes and messages sent to its own viewer only.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { numberInPage, openDeck, swipeButton } from './support/deck';
import { createDiscoveryMember, swipeThroughApi } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const AGES = { en: 68, ar: 69 } as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TABS = [
  ['discover', '/profiles'],
  ['likes', '/likes'],
  ['matches', '/matches'],
  ['messages', '/messages'],
  ['me', '/profile'],
] as const;

/** The tabs' navigation that is shown: the bar on a phone, the header's on a desktop. */
const tabs = (page: Page, language: Language) => page.getByRole('navigation', { name: tr(language, 'common.nav.main') });
const tab = (page: Page, language: Language, key: string) =>
  tabs(page, language).getByRole('link', { name: tr(language, `common.tabs.${key}`), exact: true });

async function bottomOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the member's home and tabs show her real likes, matches and messages, on a phone and a desktop`, async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    const age = AGES[language];
    const contexts: APIRequestContext[] = [];
    const someone = async (displayName: string) => {
      const api = await playwright.request.newContext({ baseURL });
      contexts.push(api);
      return { api, member: await createDiscoveryMember(api, baseURL!, { displayName, gender: 'man', age, language }) };
    };
    const [viewer, admirer, partner, newMatch] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Nafisa', gender: 'woman', age, language }),
      someone('Idris'),
      someone('Bakary'),
      someone('Tesfaye'),
    ]);
    // Idris likes her and waits; Bakary and Tesfaye like her and she likes them back: two matches.
    for (const { api } of [admirer, partner, newMatch]) await swipeThroughApi(api, baseURL!, viewer.id, 'like');
    for (const { member } of [partner, newMatch]) {
      expect((await swipeThroughApi(page.request, baseURL!, member.id, 'like')).match).not.toBeNull();
    }
    // Bakary writes twice.
    const conversations = (await (await partner.api.get('/api/conversations')).json()) as { conversations: { id: number }[] };
    const conversationId = conversations.conversations[0]!.id;
    for (const body of ['Salaam Nafisa!', 'Are you going to the festival?']) {
      const sent = await partner.api.post(`/api/conversations/${conversationId}/messages`, {
        data: { clientId: randomUUID(), body },
        headers: { origin: baseURL! },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }

    const one = await numberInPage(page, language, 1);
    const two = await numberInPage(page, language, 2);

    await test.step('phone: the home', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'onboarding.welcomeName', { name: 'Nafisa' }) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.browse.title') })).toBeVisible();
      const likes = page.getByRole('region', { name: tr(language, 'onboarding.home.likes.title') });
      await expect(likes).toContainText(tr(language, 'onboarding.home.likes.count_one', { shown: one }));
      await expect(likes.getByRole('link', { name: tr(language, 'onboarding.home.likes.upgrade') })).toHaveAttribute('href', '/likes');
      const matches = page.getByRole('region', { name: tr(language, 'onboarding.home.matches.title') });
      await expect(matches.getByRole('link', { name: 'Tesfaye' })).toHaveAttribute('href', /^\/messages\/\d+$/);
      await expect(matches.getByRole('link', { name: 'Bakary' })).toHaveCount(0);
      const unread = page.getByRole('region', { name: tr(language, 'onboarding.home.messages.title') });
      await expect(unread.getByRole('link', { name: /Bakary/ })).toHaveAttribute('href', `/messages/${conversationId}`);
      await expect(unread).toContainText('Are you going to the festival?');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // Nothing runs past the screen's width.
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The bar: five tabs, the counts as badges and descriptions, nothing current at home.
      const bar = tabs(page, language);
      await expect(bar).toHaveCount(1);
      await expectTabs(bar, language);
      await expect(tab(page, language, 'messages')).toHaveAccessibleDescription(messagesDescription(language, two));
      await expect(tab(page, language, 'likes')).toHaveAccessibleDescription(likesDescription(language, one));
      await expect(tab(page, language, 'discover')).not.toHaveAttribute('aria-describedby', /./);
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);

      // At the bottom of the screen, mirrored in Arabic, covering nothing: the page ends above it.
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
      const discover = (await tab(page, language, 'discover').boundingBox())!;
      const me = (await tab(page, language, 'me').boundingBox())!;
      if (language === 'ar') expect(discover.x).toBeGreaterThan(me.x);
      else expect(discover.x).toBeLessThan(me.x);
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      const lastCard = page.getByRole('region', { name: tr(language, 'onboarding.home.next.title') });
      expect(await bottomOf(lastCard)).toBeLessThanOrEqual((await bar.boundingBox())!.y + 0.5);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `the member's home (${language}, phone)`);
    });

    await test.step('phone: the tabs lead to each place, by keyboard too', async () => {
      await tab(page, language, 'discover').click();
      await expect(page).toHaveURL(/\/profiles$/);
      await openDeck(page, language);
      await expect(tab(page, language, 'discover')).toHaveAttribute('aria-current', 'page');
      // Pass and Like stay above the bar, scrolled or not.
      for (const scroll of ['top', 'end'] as const) {
        if (scroll === 'end') await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        const barTop = (await tabs(page, language).boundingBox())!.y;
        expect(await bottomOf(swipeButton(page, language, 'like')), `Like above the tab bar (${scroll})`).toBeLessThanOrEqual(barTop + 0.5);
      }
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoAxeViolations(page, `the deck with the tab bar (${language}, phone)`);

      await tab(page, language, 'matches').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/matches$/);
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'matches.title') })).toBeVisible();
      await expect(tab(page, language, 'matches')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      await tab(page, language, 'messages').click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(tab(page, language, 'messages')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: /Bakary/ }).first()).toBeVisible();
      await expectNoAxeViolations(page, `the conversations with the tab bar (${language}, phone)`);

      // A conversation keeps the screen for its composer; reading it clears the badge.
      await page
        .getByRole('link', { name: /Bakary/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
      await expect(page.getByLabel(tr(language, 'conversations.composer.label', { name: '\u2068Bakary\u2069' }))).toBeVisible();
      await expect(tabs(page, language)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.goBack();
      await expect(tab(page, language, 'messages')).not.toHaveAttribute('aria-describedby', /./);

      await tab(page, language, 'me').click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(tab(page, language, 'me')).toHaveAttribute('aria-current', 'page');
    });

    await test.step('desktop: the same places in the header', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/');
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: tr(language, 'common.nav.main') });
      await expectTabs(nav, language);
      await expect(tabs(page, language)).toHaveCount(1);
      await expect(nav.getByRole('link', { name: tr(language, 'common.tabs.likes'), exact: true })).toHaveAccessibleDescription(
        likesDescription(language, one),
      );
      await expect(page.getByRole('region', { name: tr(language, 'onboarding.home.likes.title') })).toContainText(
        tr(language, 'onboarding.home.likes.count_one', { shown: one }),
      );
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoAxeViolations(page, `the member's home (${language}, desktop)`);
      await nav.getByRole('link', { name: tr(language, 'common.tabs.discover'), exact: true }).click();
      await openDeck(page, language);
      await expect(nav.getByRole('link', { name: tr(language, 'common.tabs.discover'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page, `the deck with the header tabs (${language}, desktop)`);
    });

    for (const api of contexts) await api.dispose();
  });
}

/** Discover, Likes, Matches, Messages and Me, in that order, each to its page. */
async function expectTabs(navigation: Locator, language: Language) {
  const links = navigation.getByRole('link');
  await expect(links).toHaveCount(TABS.length);
  for (const [index, [key, href]] of TABS.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(tr(language, `common.tabs.${key}`));
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
}

/** "2 unread messages" as the page says it (Arabic has a form of its own for two). */
function messagesDescription(language: Language, two: string): string {
  return tr(language, language === 'ar' ? 'common.nav.unreadMessages_two' : 'common.nav.unreadMessages_other', { shown: two });
}

/** "1 new like" as the page says it. */
function likesDescription(language: Language, one: string): string {
  return tr(language, 'common.tabs.newLikes_one', { shown: one });
}
