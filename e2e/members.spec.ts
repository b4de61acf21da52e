// The country pages, the match list and the landing page's links to them, in a real browser
// against the real server with its demo community: a visitor sees the live count and the way to
// join (in English and in Arabic, right to left); a verified demo member sees the members and
// their matches. With axe on every screen.
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { chooseFromAccountMenu, signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const DAWIT = { email: 'dawit@demo.sahelhearts.test', name: 'Dawit Tesfaye' };

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a visitor sees a country's live count and the way to join`, async ({ page, context }) => {
    await presetLanguage(context, language);
    const answer = await page.request.get('/api/members/senegal');
    expect(answer.headers()['cache-control']).toBe('no-store');
    const { verifiedMembers, members } = (await answer.json()) as { verifiedMembers: number; members: unknown };
    expect(members).toBeNull();

    await page.goto('/members/senegal');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'common.countries.senegal') })).toBeVisible();
    const value = new Intl.NumberFormat(language).format(verifiedMembers);
    await expect(page.getByRole('main')).toContainText(value);
    await expect(page.getByRole('main').getByRole('link', { name: tr(language, 'members.access.join.action') })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await expectNoAxeViolations(page, `the Senegal page for a visitor (${language})`);
  });
}

test('a verified member browses a country page and opens their matches', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'en', DAWIT.email, DEMO_MEMBER_PASSWORD);

  await page.goto('/members/ethiopia');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'common.countries.ethiopia') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tr('en', 'members.list.title') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: tr('en', 'members.access.join.action') })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Ethiopia page for a verified member');
  const open = page.getByRole('button', { name: /^View profile of / });
  if ((await open.count()) > 0) {
    await open.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: tr('en', 'discovery.block.button') })).toBeVisible();
    await expectNoAxeViolations(page, "a member's profile over the country page");
    await dialog.getByRole('button', { name: tr('en', 'discovery.profile.close') }).click();
    await expect(dialog).toHaveCount(0);
  }

  await chooseFromAccountMenu(page, 'en', DAWIT.name, 'matches');
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'matches.title') })).toBeVisible();
  await expect(page).toHaveTitle(tr('en', 'common.meta.matches.title'));
  await expectNoAxeViolations(page, 'the match list');
});
