// A new member's first minutes (docs/decisions/0031-profile-in-onboarding.md): sign up, pay in the
// sandbox, answer the questionnaire and give the profile's required part inside the same step
// (step 3 of 5), verify the identity, and land on a deck with cards. Once every step is done
// nothing more is asked: the deck and the home hold no form, and the rest of the profile is an
// offer on the home ("Finish your profile"), never a gate. In English through the screens, in
// Arabic (right to left) on a 390 px phone with the Verify ID uploads through the API; axe on the
// new screens at 390×844 and 1280×800 in both. A member from before (answers and identity, no
// profile) is sent back to step 3's profile page, then browses.
import type { Page } from '@playwright/test';
import { newSubscribedMember } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { topCard } from './support/deck';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { answerQuestions, expectProfilePart, fillProfilePart, finishQuestionnaireStep } from './support/questionnaire-step';
import { siteHeaders } from './support/site-headers';
import { phoneCodeFromOutbox, sendIdAndSelfieThroughApi, verifyPhoneThroughApi } from './support/verification';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectNoAxeViolationsAtBothSizes(page: Page, what: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${what} at ${size.width}×${size.height}`);
  }
}

/** Nothing asked: no field of any kind in the page's main part. */
async function expectNothingAsked(page: Page, where: string) {
  const main = page.getByRole('main');
  for (const role of ['textbox', 'combobox', 'radio', 'checkbox', 'spinbutton'] as const) {
    await expect(main.getByRole(role), `${role} on ${where}`).toHaveCount(0);
  }
}

/** After the last step: the deck with a card, then the home with its offer; nothing asked on either. */
async function expectDoneWithNothingAsked(page: Page, language: Language) {
  await expect(page).toHaveURL(/\/profiles$/, { timeout: 10_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(topCard(page, language)).toBeVisible();
  await expect(page.getByRole('region', { name: tr(language, 'onboarding.progress.title') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tr(language, 'discovery.needsProfile.title') })).toHaveCount(0);
  await expectNothingAsked(page, `the deck (${language})`);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.browse.title') })).toBeVisible();
  const next = page.getByRole('region', { name: tr(language, 'onboarding.home.next.title') });
  await expect(next.getByRole('link', { name: new RegExp(tr(language, 'onboarding.home.next.finish.title')) })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expectNothingAsked(page, `the home (${language})`);
  await expectNoAxeViolationsAtBothSizes(page, `the home with its offer (${language})`);
}

test('en: a new member goes from sign-up to a deck with cards, asked nothing after the last step', async ({ page, context }) => {
  test.setTimeout(120_000);
  await presetLanguage(context, 'en');
  await newSubscribedMember(page, 'en', `issa-${Date.now()}@example.com`, 'Issa');

  await page.goto('/');
  await expect(page.getByText(tr('en', 'onboarding.progress.stepOf', { current: 3, total: 5 }))).toBeVisible();
  await expect(page.getByText(tr('en', 'questionnaire.profilePart.part', { current: 1, total: 2 }))).toBeVisible();
  await answerQuestions(page, 'en');
  await expectProfilePart(page, 'en');
  // Never asked twice: the account's name and the questionnaire's introduction are not here.
  await expect(page.getByLabel(tr('en', 'profile.fields.displayName'))).toHaveCount(0);
  await expect(page.getByLabel(tr('en', 'questionnaire.bio.label'))).toHaveCount(0);
  // The browser speaks en-US: the country is offered; age did not matter: the range is wide open.
  await expect(page.getByLabel(tr('en', 'questionnaire.profilePart.fields.residenceCountry'))).toHaveValue('US');
  await expect(page.getByLabel(tr('en', 'questionnaire.profilePart.fields.ageMin'))).toHaveValue('18');
  await expect(page.getByLabel(tr('en', 'questionnaire.profilePart.fields.ageMax'))).toHaveValue('99');
  await expectNoAxeViolationsAtBothSizes(page, "the questionnaire's profile page (en)");
  await fillProfilePart(page, 'en');
  await page.getByLabel(tr('en', 'questionnaire.profilePart.fields.residenceCountry')).selectOption('US');
  await finishQuestionnaireStep(page, 'en');

  // Verify ID: the documents through the API (the step's screens have their own spec), the phone here.
  await sendIdAndSelfieThroughApi(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: tr('en', 'verification.phone.title') })).toBeVisible();
  const phoneNumber = `+1555${String(Date.now()).slice(-7)}`;
  await page.getByLabel(tr('en', 'verification.phone.numberLabel'), { exact: true }).fill(phoneNumber);
  await page.getByRole('button', { name: tr('en', 'verification.phone.send') }).click();
  await expect(page.getByRole('button', { name: tr('en', 'verification.phone.resend') })).toBeVisible();
  const code = await phoneCodeFromOutbox(page, phoneNumber);
  await page.getByLabel(tr('en', 'verification.phone.codeLabel'), { exact: true }).fill(code);
  await page.getByRole('button', { name: tr('en', 'verification.phone.verify'), exact: true }).click();
  await expect(page.getByText(tr('en', 'verification.complete.redirecting'))).toBeVisible();

  await expectDoneWithNothingAsked(page, 'en');
});

test('ar: on a phone, a new member gives the profile inside the questionnaire step and lands on the deck', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await presetLanguage(context, 'ar');
  await newSubscribedMember(page, 'ar', `amani-${Date.now()}@example.com`, 'أماني');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await answerQuestions(page, 'ar');
  await expectProfilePart(page, 'ar');
  // The whole page fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolationsAtBothSizes(page, "the questionnaire's profile page (ar)");
  await page.setViewportSize(PHONE);

  // Back to the questions keeps the answers; Continue comes back to the profile page.
  await page.getByRole('button', { name: tr('ar', 'questionnaire.profilePart.back') }).click();
  await expect(page.getByRole('heading', { level: 2, name: tr('ar', 'questionnaire.title') })).toBeFocused();
  await page.getByRole('button', { name: tr('ar', 'questionnaire.continue') }).click();
  await fillProfilePart(page, 'ar');
  await finishQuestionnaireStep(page, 'ar');

  await sendIdAndSelfieThroughApi(page);
  await verifyPhoneThroughApi(page, `+2547${String(Date.now()).slice(-8)}`);
  await page.goto('/profiles');
  await expectDoneWithNothingAsked(page, 'ar');
});

test('en: a verified member who answered before the profile joined the step is sent back to step 3, then browses', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await presetLanguage(context, 'en');
  await newSubscribedMember(page, 'en', `baraka-${Date.now()}@example.com`, 'Baraka');
  // As such a member left it: the answers saved, the identity approved, no profile.
  const answers = { relationshipGoals: 'long_term', preferences: ['age_range'], lifestyle: 'no_smoking', bio: 'Teacher in Mombasa.' };
  expect((await page.request.put('/api/questionnaire', { data: answers, headers: siteHeaders(page) })).status()).toBe(200);
  await sendIdAndSelfieThroughApi(page);
  await verifyPhoneThroughApi(page, `+2547${String(Date.now()).slice(-8)}`);

  await page.goto('/profiles');
  await expectProfilePart(page, 'en');
  // Age matters in these answers: the range is theirs to give.
  await expect(page.getByLabel(tr('en', 'questionnaire.profilePart.fields.ageMin'))).toHaveValue('');
  await fillProfilePart(page, 'en');
  await page.getByLabel(tr('en', 'questionnaire.profilePart.fields.ageMin')).fill('25');
  await page.getByLabel(tr('en', 'questionnaire.profilePart.fields.ageMax')).fill('45');
  await page.getByRole('button', { name: tr('en', 'questionnaire.continue') }).click();
  await expect(topCard(page, 'en')).toBeVisible();
  await expectNothingAsked(page, 'the deck of a member from before');
});
