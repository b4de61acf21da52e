// The deck at /profiles in a real browser against the real server and its demo community, in
// English and in Arabic (right to left), with axe on every screen: a verified demo member likes
// someone who already liked them and sees "It's a match!", then finds the match in /matches; a
// member passes on everyone, reaches 'No More Profiles', brings them back with 'View Again',
// blocks one and reports another; a Basic member spends the day's last swipe and sees the limit;
// a Premium member filters the deck by country.
//
// The demo members' tests only like (a few of the members waiting for them: seed/community/
// anchors.ts) or read; everything else happens among members the test makes in a circle of its
// own (support/discovery-members.ts), so no test depends on another or on their order.
import type { DeckResponse } from '../src/shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../src/shared/constants';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { ANCHOR_PENDING_LIKES } from '../src/server/seed/community/anchors';
import { signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { isolated, numberInPage, openDeck, swipeButton, swipeTopCard, topCard, topCardName } from './support/deck';
import { circleAge, createCircleMembers, createDiscoveryMember, deckThroughApi, swipeThroughApi } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { patternOf, tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const DEMO_MEMBERS = {
  en: { email: 'dawit@demo.sahelhearts.test', displayName: 'Dawit Tesfaye', premium: false },
  ar: { email: 'selam@demo.sahelhearts.test', displayName: 'Selam Haile', premium: true },
} as const;
const SELAM = DEMO_MEMBERS.ar;

for (const language of ['en', 'ar'] as const) {
  const demo = DEMO_MEMBERS[language];

  test(`${language}: a demo member likes someone who already liked them, sees "It's a match!" and finds the match`, async ({
    page,
    context,
  }) => {
    await presetLanguage(context, language);
    await signIn(page, language, demo.email, DEMO_MEMBER_PASSWORD);
    await openDeck(page, language);
    const allowance = demo.premium
      ? tr(language, 'discovery.allowance.unlimited')
      : patternOf(tr(language, 'discovery.allowance.left_other'));
    await expect(page.getByRole('main').getByText(allowance)).toBeVisible();
    await expect(topCard(page, language)).toBeVisible();
    await expectNoAxeViolations(page, `the deck of ${demo.displayName} (${language})`);

    // The members who liked them are among their best fits and were active in the last hours,
    // so they lead the deck: liking from the top makes a match within that many likes.
    let matched: string | null = null;
    for (let like = 0; like < ANCHOR_PENDING_LIKES && matched === null; like++) {
      const answer = await swipeTopCard(page, language, 'like');
      expect(answer.direction).toBe('like');
      matched = answer.match?.member.displayName ?? null;
    }
    expect(matched, `a match within ${ANCHOR_PENDING_LIKES} likes`).not.toBeNull();

    const dialog = page.getByRole('dialog', { name: tr(language, 'discovery.match.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(tr(language, 'discovery.match.text', { name: isolated(matched!) }));
    await expectNoAxeViolations(page, `"It's a match!" (${language})`);

    await dialog.getByRole('link', { name: tr(language, 'discovery.match.seeMatches') }).click();
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'matches.title') })).toBeVisible();
    // Newest first: the match just made leads the list.
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 2 })).toContainText(matched!);
    await expect(first.getByRole('button', { name: tr(language, 'matches.viewProfileOf', { name: matched! }) })).toBeVisible();
    await expectNoAxeViolations(page, `the match list with the new match (${language})`);
  });

  test(`${language}: a member passes on everyone, reaches No More Profiles, views them again, blocks one and reports another`, async ({
    page,
    context,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await presetLanguage(context, language);
    const age = circleAge(`discovery-end-${language}`, testInfo);
    const newContext = () => playwright.request.newContext({ baseURL });
    const [viewer, others] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Mariama', gender: 'woman', age, language }),
      createCircleMembers(newContext, baseURL!, { language, age, gender: 'man' }, ['Abdou', 'Boubacar', 'Cheikh']),
    ]);
    const names = others.map(({ member }) => member.displayName);

    // The deck itself is checked with axe in the demo member's test: here, what comes after it.
    await openDeck(page, language);
    await topCardName(page, language, names);

    // One with the arrow key toward Pass, the others with the button.
    const passed: string[] = [];
    for (const using of ['keyboard', 'button', 'button'] as const) {
      const name = await topCardName(
        page,
        language,
        names.filter((other) => !passed.includes(other)),
      );
      const answer = await swipeTopCard(page, language, 'pass', using);
      expect(answer.direction).toBe('pass');
      passed.push(name);
      // Said aloud while the deck is still there (after the last card it gives way to the end).
      if (passed.length < names.length) {
        await expect(page.getByText(tr(language, 'discovery.deck.passed', { name: isolated(name) }))).toBeAttached();
      }
    }
    expect([...passed].sort()).toEqual([...names].sort());

    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'discovery.empty.title') })).toBeVisible();
    await expect(page.getByText(tr(language, 'discovery.empty.text'))).toBeVisible();
    await expect(swipeButton(page, language, 'like')).toHaveCount(0);
    const viewAgain = page.getByRole('button', { name: tr(language, 'discovery.empty.viewAgain') });
    await expect(viewAgain).toBeEnabled();
    await expectNoAxeViolations(page, `No More Profiles (${language})`);

    await viewAgain.click();
    const blocked = await topCardName(page, language, names);

    // Block from the card: asked once, then gone at once.
    await topCard(page, language)
      .getByRole('button', { name: tr(language, 'discovery.block.buttonFor', { name: blocked }) })
      .click();
    const blockDialog = page.getByRole('dialog', { name: tr(language, 'discovery.block.title', { name: isolated(blocked) }) });
    await expect(blockDialog).toBeVisible();
    await expectNoAxeViolations(page, `the block confirmation (${language})`);
    await blockDialog.getByRole('button', { name: tr(language, 'discovery.block.confirm') }).click();
    await expect(blockDialog).toHaveCount(0);
    await expect(page.getByText(tr(language, 'discovery.block.done', { name: isolated(blocked) }))).toBeVisible();
    const reported = await topCardName(
      page,
      language,
      names.filter((name) => name !== blocked),
    );

    // Report from the full profile: a reason is required, the words are optional.
    await topCard(page, language).getByRole('heading', { level: 2 }).getByRole('button').click();
    const profile = page.getByRole('dialog', { name: new RegExp(reported) });
    await expect(profile.getByRole('button', { name: tr(language, 'discovery.profile.close') })).toBeVisible();
    await expect(profile).toContainText(`${reported} writes poems.`);
    await expectNoAxeViolations(page, `a member's full profile (${language})`);
    await profile.getByRole('button', { name: tr(language, 'discovery.report.buttonFor', { name: reported }) }).click();
    const reportDialog = page.getByRole('dialog', { name: tr(language, 'discovery.report.title', { name: isolated(reported) }) });
    await expect(reportDialog).toBeVisible();
    await reportDialog.getByRole('button', { name: tr(language, 'discovery.report.submit') }).click();
    await expect(reportDialog.getByText(tr(language, 'discovery.report.chooseReason'))).toBeVisible();
    await expectNoAxeViolations(page, `the report form without a reason (${language})`);
    await reportDialog.getByLabel(tr(language, 'discovery.report.reasons.fake_profile')).check();
    await reportDialog.getByLabel(tr(language, 'discovery.report.details')).fill('The photos are of someone else.');
    await reportDialog.getByRole('button', { name: tr(language, 'discovery.report.submit') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(tr(language, 'discovery.report.done', { name: isolated(reported) }))).toBeVisible();

    // The one left, passed again: View Again brings back only them, never the blocked or reported.
    const kept = names.find((name) => name !== blocked && name !== reported)!;
    await topCardName(page, language, [kept]);
    await swipeTopCard(page, language, 'pass');
    await expect(viewAgain).toBeEnabled();
    await viewAgain.click();
    await topCardName(page, language, [kept]);
    const deck = await deckThroughApi(page.request);
    expect(deck.cards.map((card) => card.displayName)).toEqual([kept]);

    // Both ways: the blocked and the reported member no longer see the viewer either.
    for (const { member, api } of others) {
      const theirs = await deckThroughApi(api);
      const seesViewer = theirs.cards.some((card) => card.id === viewer.id);
      expect(seesViewer, `${member.displayName} sees the viewer`).toBe(member.displayName === kept);
      await api.dispose();
    }
  });

  test(`${language}: a Basic member spends the day's last swipe and sees the limit`, async ({
    page,
    context,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await presetLanguage(context, language);
    const age = circleAge(`discovery-limit-${language}`, testInfo);
    const [, others] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Khadija', gender: 'woman', age, language }),
      createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { language, age, gender: 'man' }, [
        'Ousmane',
        'Idrissa',
      ]),
    ]);
    const [first] = others.map(({ member }) => member);

    // All but the last swipe of the day through the API, as the deck sends them: passing on one
    // member and bringing them back with View Again, which gives the swipes back to nobody.
    const perDay = DISCOVERY_LIMITS.basicSwipesPerDay;
    for (let swipe = 1; swipe < perDay; swipe++) {
      const answer = await swipeThroughApi(page.request, baseURL!, first!.id, 'pass');
      expect(answer.allowance.left).toBe(perDay - swipe);
      const restored = await page.request.post('/api/discovery/view-again', { headers: { origin: baseURL! } });
      expect(restored.status()).toBe(200);
    }

    await openDeck(page, language);
    await expect(
      page.getByText(tr(language, 'discovery.allowance.left_one', { shown: await numberInPage(page, language, 1) })),
    ).toBeVisible();
    // Filters are Premium's: a Basic member is told so, and where to get them.
    const filters = page.getByRole('button', { name: tr(language, 'discovery.filters.button'), exact: true });
    await filters.click();
    await expect(page.getByText(tr(language, 'discovery.filters.premiumOnly'))).toBeVisible();
    await expect(page.locator('#deck-filters').getByRole('link', { name: tr(language, 'discovery.premium.cta') })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expectNoAxeViolations(page, `the deck with one swipe left and the Premium filters note (${language})`);
    await filters.click();

    const lastPassed = await topCardName(
      page,
      language,
      others.map(({ member }) => member.displayName),
    );
    const answer = await swipeTopCard(page, language, 'pass');
    expect(answer.allowance.left).toBe(0);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: tr(language, 'discovery.limit.title', { count: await numberInPage(page, language, perDay) }) });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(tr(language, 'discovery.limit.premium'))).toBeVisible();
    await expect(notice.getByRole('link', { name: tr(language, 'discovery.premium.cta') })).toHaveAttribute('href', '/pricing');
    await expect(swipeButton(page, language, 'like')).toHaveCount(0);
    await expectNoAxeViolations(page, `the day's limit (${language})`);

    // One more, on the member still in the deck, is refused by the server, and the deck still
    // says so after a reload.
    const unswiped = others.find(({ member }) => member.displayName !== lastPassed)!.member;
    const refused = await page.request.post('/api/discovery/swipes', {
      data: { targetId: unswiped.id, direction: 'like' },
      headers: { origin: baseURL! },
    });
    expect(refused.status()).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('SWIPE_LIMIT_REACHED');
    await page.reload();
    await expect(notice).toBeVisible();
    await Promise.all(others.map(({ api }) => api.dispose()));
  });

  test(`${language}: a Premium member filters the deck by the country members live in`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await signIn(page, language, SELAM.email, DEMO_MEMBER_PASSWORD);
    await openDeck(page, language);
    await expect(page.getByText(tr(language, 'discovery.allowance.unlimited'))).toBeVisible();
    await expect(topCard(page, language)).toBeVisible();

    // A country of the deck other than the top card's, so the filtered deck starts elsewhere.
    const unfiltered = (await (await page.request.get('/api/discovery/deck')).json()) as DeckResponse;
    const country = unfiltered.cards.map((card) => card.country).find((code) => code !== unfiltered.cards[0]!.country);
    expect(country, 'the demo deck spans several countries').toBeDefined();

    const filters = page.getByRole('button', { name: tr(language, 'discovery.filters.button'), exact: true });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const countryField = page.getByLabel(tr(language, 'discovery.filters.country'));
    await expectNoAxeViolations(page, `the deck's filters (${language})`);
    await countryField.selectOption(country!);
    const countryName = (await countryField.locator(`option[value="${country}"]`).textContent())!;
    const filtered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/discovery/deck' && new URL(response.url()).searchParams.get('country') === country,
    );
    await page.getByRole('button', { name: tr(language, 'discovery.filters.apply') }).click();

    const deck = (await (await filtered).json()) as DeckResponse;
    expect(deck.cards.length).toBeGreaterThan(0);
    expect(new Set(deck.cards.map((card) => card.country))).toEqual(new Set([country]));
    await expect(page).toHaveURL(new RegExp(`[?&]country=${country}(&|$)`));
    await expect(
      page.getByRole('button', { name: tr(language, 'discovery.filters.buttonActive', { count: await numberInPage(page, language, 1) }) }),
    ).toBeVisible();
    await expect(topCard(page, language)).toContainText(deck.cards[0]!.displayName);
    await expect(topCard(page, language)).toContainText(countryName);
  });
}
