// The questionnaire step in a real browser against the real server: a paid member sees
// 'Sahel Hearts Dating & Marriage Questionnaire' on /, Continue stays disabled until all four
// answers are given; saving them opens the step's last page, the profile's required part (still
// step 3 of 5; docs/decisions/0031-profile-in-onboarding.md), and saving that moves the guard on
// to Verify ID (step 4 of 5). In English and in Arabic (right to left), with axe on both pages.
import { newSubscribedMember } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';
import { expectProfilePart, fillProfilePart, finishQuestionnaireStep } from './support/questionnaire-step';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a paid member answers the questionnaire and moves on to Verify ID`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await presetLanguage(context, language);
    const email = `halima-${language}-${Date.now()}@example.com`;
    await newSubscribedMember(page, language, email, 'Halima');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 3, total: 5 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'questionnaire.title') })).toBeVisible();
    const continueButton = page.getByRole('button', { name: tr(language, 'questionnaire.continue') });
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page, `the questionnaire (${language})`);

    const goals = page.getByRole('group', { name: tr(language, 'questionnaire.relationshipGoals.legend') });
    await goals.getByLabel(tr(language, 'questionnaire.relationshipGoals.options.marriage')).check();
    const preferences = page.getByRole('group', { name: tr(language, 'questionnaire.preferences.legend') });
    await preferences.getByLabel(tr(language, 'questionnaire.preferences.options.religion')).check();
    await preferences.getByLabel(tr(language, 'questionnaire.preferences.options.culture')).check();
    // Unticking the only other one leaves one: still fine. Unticking all says so.
    await preferences.getByLabel(tr(language, 'questionnaire.preferences.options.culture')).uncheck();
    await preferences.getByLabel(tr(language, 'questionnaire.preferences.options.religion')).uncheck();
    await expect(preferences.getByText(tr(language, 'questionnaire.errors.preferences'))).toBeVisible();
    await preferences.getByLabel(tr(language, 'questionnaire.preferences.options.religion')).check();
    await expect(preferences.getByText(tr(language, 'questionnaire.errors.preferences'))).toHaveCount(0);
    const lifestyle = page.getByRole('group', { name: tr(language, 'questionnaire.lifestyle.legend') });
    await lifestyle.getByLabel(tr(language, 'questionnaire.lifestyle.options.family_oriented')).check();
    await expect(continueButton).toBeDisabled();
    const bio = page.getByLabel(tr(language, 'questionnaire.bio.label'));
    await bio.fill('   ');
    await expect(continueButton).toBeDisabled();
    await bio.fill(language === 'ar' ? 'ممرضة من الخرطوم، قريبة من عائلتي.' : 'Nurse from Khartoum, close to my family.');
    await expect(continueButton).toBeEnabled();
    await expectNoAxeViolations(page, `the filled questionnaire (${language})`);

    await continueButton.click();
    // The answers are saved; the step is not done until the profile's required part is.
    await expectProfilePart(page, language);
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'questionnaire.profilePart.title') })).toBeFocused();
    const answered = (await (await page.request.get('/api/me')).json()) as { hasCompletedQuestionnaire: boolean };
    expect(answered.hasCompletedQuestionnaire).toBe(false);
    // A reload comes back to the same page.
    await page.reload();
    await expectProfilePart(page, language);
    await expectNoAxeViolations(page, `the questionnaire's profile page (${language})`);
    await fillProfilePart(page, language);
    await finishQuestionnaireStep(page, language);
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.verifyId.title') })).toBeVisible();
    const me = (await (await page.request.get('/api/me')).json()) as { hasCompletedQuestionnaire: boolean };
    expect(me.hasCompletedQuestionnaire).toBe(true);
    const profile = (await (await page.request.get('/api/profile')).json()) as { displayName: string; profile: object };
    expect(profile).toMatchObject({
      displayName: 'Halima',
      profile: { gender: 'man', seeking: 'women', ageMin: 18, ageMax: 99, heritageCountry: 'niger', residenceCountry: 'NE', city: '' },
    });
    const saved = await (await page.request.get('/api/questionnaire')).json();
    expect(saved.answers).toMatchObject({ relationshipGoals: 'marriage', preferences: ['religion'], lifestyle: 'family_oriented' });

    // After a reload the server still says so.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.verifyId.title') })).toBeVisible();
  });
}
