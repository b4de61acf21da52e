// The member profile in a real browser against the real server: a paid member opens
// /profile from the account menu, fills the fields matching needs and a few more, sees an
// age range in the wrong order refused in place, saves, reloads and finds everything kept. In
// English and in Arabic (right to left), with axe on the page.
import { chooseFromAccountMenu, newSignedInMember, newSubscribedMember } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a paid member fills in the profile, saves it and finds it kept`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await presetLanguage(context, language);
    const email = `zahra-${language}-${Date.now()}@example.com`;
    await newSubscribedMember(page, language, email, 'Zahra');

    await page.goto('/');
    await chooseFromAccountMenu(page, language, 'Zahra', 'profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'profile.title') })).toBeVisible();
    await expect(page).toHaveTitle(tr(language, 'common.meta.profile.title'));
    await expect(page.locator('#profile-displayName')).toHaveValue('Zahra');
    await expectNoAxeViolations(page, `the empty profile (${language})`);

    // Heritage and religion are private until their toggle is on.
    await expect(page.locator('#profile-heritageCountry-visibility')).toHaveText(tr(language, 'profile.visibility.private'));
    await expect(page.locator('#profile-city-visibility')).toHaveText(tr(language, 'profile.visibility.shown'));

    await page.locator('#profile-gender').selectOption('woman');
    await page.locator('#profile-residenceCountry').selectOption('FR');
    await page.locator('#profile-city').fill('Lyon');
    await page.getByRole('checkbox', { name: new Intl.DisplayNames([language], { type: 'language' }).of('so')! }).check();
    await page.locator('#profile-seeking').selectOption('men');
    await page.locator('#profile-ageMin').fill('40');
    await page.locator('#profile-ageMax').fill('30');
    await page.locator('#profile-heritageCountry').selectOption('somalia');
    await page.locator('#profile-religion').selectOption('islam');
    await page.getByLabel(tr(language, 'profile.showReligion')).check();
    await expect(page.locator('#profile-religion-visibility')).toHaveText(tr(language, 'profile.visibility.shown'));
    await page.getByLabel(tr(language, 'profile.options.interests.poetry')).check();
    await page.locator('#profile-profession').fill(language === 'ar' ? 'مهندسة' : 'Engineer');

    const save = page.getByRole('button', { name: tr(language, 'profile.save') });
    await save.click();
    await expect(page.getByText(tr(language, 'profile.errors.ageOrder'))).toBeVisible();
    await expect(page.locator('#profile-ageMax')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `the profile with an error (${language})`);
    // Nothing typed is lost; nothing was stored.
    await expect(page.locator('#profile-city')).toHaveValue('Lyon');
    expect((await (await page.request.get('/api/profile')).json()).profile).toBeNull();

    await page.locator('#profile-ageMin').fill('28');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: tr(language, 'profile.saved') })).toBeVisible();

    await page.reload();
    await expect(page.locator('#profile-gender')).toHaveValue('woman');
    await expect(page.locator('#profile-residenceCountry')).toHaveValue('FR');
    await expect(page.locator('#profile-city')).toHaveValue('Lyon');
    await expect(page.locator('#profile-ageMin')).toHaveValue('28');
    await expect(page.locator('#profile-ageMax')).toHaveValue('30');
    await expect(page.locator('#profile-heritageCountry')).toHaveValue('somalia');
    await expect(page.locator('#profile-religion')).toHaveValue('islam');
    await expect(page.getByLabel(tr(language, 'profile.showReligion'))).toBeChecked();
    await expect(page.getByLabel(tr(language, 'profile.showHeritage'))).not.toBeChecked();
    await expect(page.getByLabel(tr(language, 'profile.options.interests.poetry'))).toBeChecked();
    await expectNoAxeViolations(page, `the saved profile (${language})`);
  });
}

test('a member without a membership is shown the subscription step instead of the profile', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `idris-${Date.now()}@example.com`;
  await newSignedInMember(page, 'en', email, 'Idris');
  await page.goto('/profile');
  await expect(page.getByText(tr('en', 'onboarding.guard.profile'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('en', 'profile.save') })).toHaveCount(0);
});
