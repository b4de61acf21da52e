// The match list's layout, measured in the browser (geometry, not pixels), in English and in
// Arabic, on a phone (390×844) and a desktop (1280×800): every match's name and age are shown
// whole, never cut short with an ellipsis. The demo member's list comes from the server, with one
// name made as long as a real member's can be ("Marta Woldemariam"), so the test does not
// depend on which names the demo community drew. Only read: nothing is changed.
import type { MatchList } from '../src/shared/contracts/discovery';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const COMBINATIONS = (['en', 'ar'] as const).flatMap((language) => VIEWPORTS.map((viewport) => ({ language, viewport })));
const LONG_NAME = 'Marta Woldemariam';

test("every match's name and age are shown whole, in English and Arabic, on a phone and a desktop", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.route('**/api/matches', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as MatchList;
    const [first, ...rest] = list.matches;
    expect(first, 'the demo member has matches').toBeDefined();
    await route.fulfill({
      response,
      json: { ...list, matches: [{ ...first!, member: { ...first!.member, displayName: LONG_NAME } }, ...rest] },
    });
  });
  await signIn(page, 'en', 'dawit@demo.sahelhearts.test', DEMO_MEMBER_PASSWORD);
  for (const { language, viewport } of COMBINATIONS) {
    await test.step(`${language}, ${viewport.name}`, async () => {
      await presetLanguage(context, language);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/matches');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'matches.title') })).toBeVisible();
      const headings = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
      await expect(headings.first()).toContainText(LONG_NAME);
      const clipped = await headings.evaluateAll((elements) =>
        elements.flatMap((heading) => {
          // Cut short: the text is wider than its box.
          const cut = heading.scrollWidth > heading.clientWidth + 1;
          return cut ? [`${heading.textContent}: ${heading.scrollWidth} px of text in ${heading.clientWidth} px`] : [];
        }),
      );
      expect(clipped, 'names cut short').toEqual([]);
      await expectNoAxeViolations(page, `the match list (${language}, ${viewport.name})`);
    });
  }
});
