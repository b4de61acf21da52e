// Matches in a real browser against the real server, in English and in Arabic (right to left),
// with axe on every screen: two members who already liked the viewer are liked back in the deck
// ("It's a match!" twice, "Keep swiping" between them), /matches lists both newest first, a
// profile opens over the list, and an unmatch, asked once, ends the match for both members until
// the list is empty. Among members the test makes in a circle of its own
// (support/discovery-members.ts): it changes nothing another spec reads.
import type { MatchList } from '../src/shared/contracts/discovery';
import { expectNoAxeViolations } from './support/axe';
import { isolated, openDeck, swipeTopCard, topCardName } from './support/deck';
import { circleAge, createCircleMembers, createDiscoveryMember, deckThroughApi, swipeThroughApi } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { patternOf, tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: matches made in the deck are listed newest first, open a profile, and end with an unmatch`, async ({
    page,
    context,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await presetLanguage(context, language);
    const age = circleAge(`matches-${language}`, testInfo);
    const [viewer, others] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Aissatou', gender: 'woman', age, language }),
      createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { language, age, gender: 'man' }, [
        'Lamine',
        'Moussa',
      ]),
    ]);
    // They liked her first: her like makes the match.
    for (const { api } of others) {
      const answer = await swipeThroughApi(api, baseURL!, viewer.id, 'like');
      expect(answer.match).toBeNull();
    }
    const names = others.map(({ member }) => member.displayName);

    await openDeck(page, language);
    const matchDialog = page.getByRole('dialog', { name: tr(language, 'discovery.match.title') });
    const firstMatch = await topCardName(page, language, names);
    expect((await swipeTopCard(page, language, 'like')).match?.member.displayName).toBe(firstMatch);
    await expect(matchDialog).toContainText(tr(language, 'discovery.match.text', { name: isolated(firstMatch) }));
    await matchDialog.getByRole('button', { name: tr(language, 'discovery.match.keepSwiping') }).click();
    await expect(matchDialog).toHaveCount(0);

    const secondMatch = await topCardName(
      page,
      language,
      names.filter((name) => name !== firstMatch),
    );
    expect((await swipeTopCard(page, language, 'like')).match?.member.displayName).toBe(secondMatch);
    await expect(matchDialog).toContainText(tr(language, 'discovery.match.text', { name: isolated(secondMatch) }));
    await matchDialog.getByRole('link', { name: tr(language, 'discovery.match.seeMatches') }).click();

    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'matches.title') })).toBeVisible();
    await expect(page).toHaveTitle(tr(language, 'common.meta.matches.title'));
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Newest first.
    await expect(items.nth(0).getByRole('heading', { level: 2 })).toContainText(secondMatch);
    await expect(items.nth(1).getByRole('heading', { level: 2 })).toContainText(firstMatch);
    await expect(items.nth(0).locator('time')).toHaveText(patternOf(tr(language, 'matches.matched')));
    await expectNoAxeViolations(page, `the match list (${language})`);

    // The full profile over the list (the same dialog as the deck's, checked with axe there), and back.
    await page.getByRole('button', { name: tr(language, 'matches.viewProfileOf', { name: firstMatch }) }).click();
    const profile = page.getByRole('dialog', { name: new RegExp(firstMatch) });
    await expect(profile).toContainText(`${firstMatch} writes poems.`);
    await profile.getByRole('button', { name: tr(language, 'discovery.profile.close') }).click();
    await expect(profile).toHaveCount(0);

    // Unmatch, asked once.
    await page.getByRole('button', { name: tr(language, 'matches.unmatch.buttonFor', { name: secondMatch }) }).click();
    const confirmation = page.getByRole('dialog', { name: tr(language, 'matches.unmatch.title', { name: isolated(secondMatch) }) });
    await expect(confirmation).toContainText(tr(language, 'matches.unmatch.text'));
    await expectNoAxeViolations(page, `the unmatch confirmation (${language})`);
    await confirmation.getByRole('button', { name: tr(language, 'matches.unmatch.confirm'), exact: true }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(page.getByText(tr(language, 'matches.unmatch.done', { name: isolated(secondMatch) }))).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(firstMatch);

    // For both: the one unmatched has no match and no longer meets her; the other still has theirs.
    for (const { member, api } of others) {
      const theirs = (await (await api.get('/api/matches')).json()) as MatchList;
      const stillMatched = member.displayName === firstMatch;
      expect(theirs.matches.map((match) => match.member.id)).toEqual(stillMatched ? [viewer.id] : []);
      if (!stillMatched) expect((await deckThroughApi(api)).cards.map((card) => card.id)).not.toContain(viewer.id);
    }

    await page.getByRole('button', { name: tr(language, 'matches.unmatch.buttonFor', { name: firstMatch }) }).click();
    await page
      .getByRole('dialog', { name: tr(language, 'matches.unmatch.title', { name: isolated(firstMatch) }) })
      .getByRole('button', { name: tr(language, 'matches.unmatch.confirm'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'matches.empty.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: tr(language, 'matches.empty.browse') })).toHaveAttribute(
      'href',
      '/profiles',
    );
    await expectNoAxeViolations(page, `the empty match list (${language})`);
    await Promise.all(others.map(({ api }) => api.dispose()));
  });
}
