// The landing page for signed-in members (spec section 3, "Landing"): only non-premium members see
// the upgrade banner and the Chat alert; a Premium member's Chat opens the featured member, in the
// conversation when they are matched (a unit test: featured-chat.test.ts), otherwise on their
// full profile over the deck, where Like is. In English and Arabic.
import { signIn } from './support/accounts';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

// The demo accounts of src/server/seed/accounts.ts (README.md, "Demo accounts").
const SELAM = 'selam@demo.sahelhearts.test'; // Premium, verified
const DAWIT = 'dawit@demo.sahelhearts.test'; // Basic, verified
const DEMO_PASSWORD = 'sahel-demo-member';

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a Premium member sees no upgrade banner, and Chat opens the featured member's profile`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await signIn(page, language, SELAM, DEMO_PASSWORD);
    await page.goto('/landing');
    const section = page.locator('#profiles');
    const firstCard = section.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(language, 'landing.upgrade.text') })).toHaveCount(0);

    // The featured members are the demo community's, who opted in (GET /api/featured-profiles).
    const { members } = (await (await page.request.get('/api/featured-profiles')).json()) as {
      members: { id: string; displayName: string }[];
    };
    const first = members[0]!;
    await firstCard.getByRole('button', { name: tr(language, 'landing.profiles.chatWith', { name: first.displayName }) }).click();
    await expect(page).toHaveURL(new RegExp(`/profiles\\?member=${first.id}$`));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: new RegExp(first.displayName) }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: tr(language, 'landing.profiles.upgradeToChat') })).toHaveCount(0);

    // Closing the profile leaves the deck, without the member in the address.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/profiles$/);
  });

  test(`${language}: a Basic member sees the banner, and Chat says that messages are Premium's`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await signIn(page, language, DAWIT, DEMO_PASSWORD);
    await page.goto('/landing');
    await expect(page.getByRole('heading', { name: tr(language, 'landing.upgrade.text') })).toBeVisible();
    await page.locator('#profiles').getByRole('article').first().getByRole('button').click();
    await expect(page.getByRole('status').filter({ hasText: tr(language, 'landing.profiles.upgradeToChat') })).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);
  });
}
