// The Questionnaire step as a member goes through it (docs/decisions/0031-profile-in-onboarding.md):
// the four answers, then the profile's required part on the step's last page; and the same
// through the API, for specs whose subject comes later.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { type Language, tr } from './locales';
import { siteHeaders } from './site-headers';
import { nothingOptional } from '../../src/shared/contracts/profile';

/** The four answers, through the form (Continue disabled until they are valid), then Continue. */
export async function answerQuestions(page: Page, language: Language) {
  const continueButton = page.getByRole('button', { name: tr(language, 'questionnaire.continue') });
  await expect(continueButton).toBeDisabled();
  const goals = page.getByRole('group', { name: tr(language, 'questionnaire.relationshipGoals.legend') });
  await goals.getByLabel(tr(language, 'questionnaire.relationshipGoals.options.marriage')).check();
  const preferences = page.getByRole('group', { name: tr(language, 'questionnaire.preferences.legend') });
  await preferences.getByLabel(tr(language, 'questionnaire.preferences.options.culture')).check();
  const lifestyle = page.getByRole('group', { name: tr(language, 'questionnaire.lifestyle.legend') });
  await lifestyle.getByLabel(tr(language, 'questionnaire.lifestyle.options.active')).check();
  await expect(continueButton).toBeDisabled();
  await page.getByLabel(tr(language, 'questionnaire.bio.label')).fill(language === 'ar' ? 'مهندس من نيامي.' : 'Engineer from Niamey.');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
}

/** The step's last page, open: still step 3 of 5, part 2 of 2. */
export async function expectProfilePart(page: Page, language: Language) {
  await expect(page.getByRole('heading', { level: 2, name: tr(language, 'questionnaire.profilePart.title') })).toBeVisible();
  await expect(page.getByText(tr(language, 'questionnaire.profilePart.part', { current: 2, total: 2 }))).toBeVisible();
  await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 3, total: 5 }))).toBeVisible();
}

/** The profile's required part: a man seeking women, of Nigerien heritage, in Niger; the ages as offered. */
export async function fillProfilePart(page: Page, language: Language) {
  await expectProfilePart(page, language);
  await page
    .getByRole('group', { name: tr(language, 'questionnaire.profilePart.fields.gender') })
    .getByLabel(tr(language, 'questionnaire.profilePart.options.gender.man'), { exact: true })
    .check();
  await page
    .getByRole('group', { name: tr(language, 'questionnaire.profilePart.fields.seeking') })
    .getByLabel(tr(language, 'questionnaire.profilePart.options.seeking.women'), { exact: true })
    .check();
  await page.getByLabel(tr(language, 'questionnaire.profilePart.fields.heritageCountry')).selectOption('niger');
  await page.getByLabel(tr(language, 'questionnaire.profilePart.fields.residenceCountry')).selectOption('NE');
}

/** Saves the page (Continue): the step is done and Verify ID is next. */
export async function finishQuestionnaireStep(page: Page, language: Language) {
  await page.getByRole('button', { name: tr(language, 'questionnaire.continue') }).click();
  await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 4, total: 5 }))).toBeVisible();
}

/** The whole step through the API, for a spec about a later step. */
export async function passQuestionnaireStepThroughApi(page: Page, displayName: string) {
  const answers = {
    relationshipGoals: 'marriage',
    preferences: ['religion', 'location'],
    lifestyle: 'family_oriented',
    bio: 'Teacher in Bamako.',
  };
  expect((await page.request.put('/api/questionnaire', { data: answers, headers: siteHeaders(page) })).status()).toBe(200);
  const profile = {
    displayName,
    gender: 'woman',
    seeking: 'men',
    ageMin: 25,
    ageMax: 45,
    heritageCountry: 'mali',
    residenceCountry: 'ML',
    ...nothingOptional(),
  };
  expect((await page.request.put('/api/profile', { data: profile, headers: siteHeaders(page) })).status()).toBe(200);
  expect(((await (await page.request.get('/api/me')).json()) as { hasCompletedQuestionnaire: boolean }).hasCompletedQuestionnaire).toBe(
    true,
  );
}
