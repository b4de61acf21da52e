// /verify/:verifyID (spec section 2: the identity verification screen) is no placeholder: the
// identity check is the onboarding gate's "Verify ID" step on '/', so the address leads there,
// replacing itself; the gate shows the member's own next step (docs/decisions/0013-verification-and-photos.md).
import { signIn } from './support/accounts';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

for (const language of ['en', 'ar'] as const) {
  test(`${language}: /verify/:verifyID leads a visitor to the gate's first step`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/verify/abc123');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.signIn.title') })).toBeVisible();
  });
}

test('a verified member at /verify/:verifyID is home, with every step done', async ({ page }) => {
  await signIn(page, 'en', 'dawit@demo.sahelhearts.test', 'sahel-demo-member');
  await page.goto('/verify/abc123');
  await expect(page).toHaveURL(/\/$/);
  // Past every step, home is the member's own (docs/architecture.md, "The member's shell").
  await expect(page.getByText(tr('en', 'onboarding.browse.title'))).toBeVisible();
  // Back does not return to the old address.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/verify\//);
});
