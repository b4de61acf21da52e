// Pausing (docs/decisions/0012-profile.md, "Pausing") as a member does it, in a real browser on
// a phone (390×844), in English and in Arabic (right to left), with axe on the paused deck: the
// account page's switch pauses the profile; the deck then says why it has no cards, offers
// "Show my profile again" and no Boost (a paused profile cannot be boosted); that button brings
// the cards back, and Boost with them. The members live in a circle of their own
// (support/discovery-members.ts), so no other spec's deck changes.
import { expectNoAxeViolations } from './support/axe';
import { openDeck, topCard, topCardName } from './support/deck';
import { circleAge, createCircleMembers, createDiscoveryMember } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const MEN = ['Baraka', 'Jabari'] as const;

test.use({ contextOptions: { reducedMotion: 'reduce' }, viewport: { width: 390, height: 844 } });

test('pausing from the account page empties the deck and says why, without Boost; showing the profile again brings the cards back', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const age = circleAge('pause', testInfo);
  const [, men] = await Promise.all([
    createDiscoveryMember(page.request, baseURL!, { displayName: 'Neema', gender: 'woman', age, language: 'en', premium: true }),
    createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { language: 'en', age, gender: 'man' }, MEN),
  ]);

  for (const language of ['en', 'ar'] as const) {
    await test.step(language, async () => {
      await presetLanguage(context, language);
      const boost = page.getByRole('heading', { level: 2, name: tr(language, 'discovery.boost.title') });
      await openDeck(page, language);
      await topCardName(page, language, MEN);
      await expect(boost).toBeVisible();

      // The account page's switch pauses the profile.
      await page.goto('/account');
      const pause = page.getByRole('switch', { name: tr(language, 'account.pause.label') });
      await expect(pause).not.toBeChecked();
      // The switch is drawn beside its hidden checkbox: a tap lands on its label, as a member's does.
      await page.getByText(tr(language, 'account.pause.label'), { exact: true }).click();
      await expect(page.getByText(tr(language, 'account.pause.savedOn'))).toBeVisible();
      await expect(pause).toBeChecked();

      // The deck says why it is empty, with the way back, and no Boost.
      await openDeck(page, language);
      await expect(page.getByRole('heading', { level: 2, name: tr(language, 'discovery.paused.title') })).toBeVisible();
      await expect(page.getByText(tr(language, 'discovery.paused.text'))).toBeVisible();
      const resume = page.getByRole('button', { name: tr(language, 'discovery.paused.resume') });
      await expect(resume).toBeVisible();
      await expect(topCard(page, language)).toHaveCount(0);
      await expect(boost).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr(language, 'discovery.boost.start', { hours: '24' }) })).toHaveCount(0);
      await expectNoAxeViolations(page, `the paused deck (${language}, phone)`);

      // "Show my profile again": the cards come back, and Boost with them.
      await resume.click();
      await topCardName(page, language, MEN);
      await expect(boost).toBeVisible();
      await expect(resume).toHaveCount(0);
      await page.goto('/account');
      await expect(page.getByRole('switch', { name: tr(language, 'account.pause.label') })).not.toBeChecked();
    });
  }
  for (const { api } of men) await api.dispose();
});
