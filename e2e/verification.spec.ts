// The Verify ID step in a real browser against the real server, with the sandbox
// provider the e2e server uses: a paid member passes the questionnaire step (its answers, then
// the profile's required part), uploads an ID document and a selfie through the file chooser (a 6 MB file is
// refused in the browser first), verifies a phone with the code the development SMS outbox shows on /dev/outbox, sees
// 'Verification Complete!' and lands on /profiles, on a deck with cards (nothing more is asked:
// docs/decisions/0031-profile-in-onboarding.md). In English and in Arabic (right to left),
// with axe on every step.
import type { BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { newSubscribedMember } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { answerQuestions, fillProfilePart, finishQuestionnaireStep } from './support/questionnaire-step';
import { topCard } from './support/deck';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** A real photo-sized image (the server checks content and a 200 px minimum side). */
async function photo(format: 'jpeg' | 'png', colour: { r: number; g: number; b: number }): Promise<Buffer> {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

/** The one-time code in the newest text message to `to`, read where a developer reads it: /dev/outbox. */
async function codeFromDevOutbox(context: BrowserContext, language: Language, to: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  const texts = outbox.getByRole('region', { name: tr(language, 'dev.sms.title') });
  const message = texts.getByRole('listitem').filter({ hasText: to }).first();
  await expect(message).toBeVisible();
  const code = (await message.textContent())?.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
  await outbox.close();
  expect(code, `a 6-digit code in the text message to ${to}`).toBeDefined();
  return code!;
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a paid member verifies their identity and reaches /profiles`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    const email = `idris-${language}-${Date.now()}@example.com`;
    await newSubscribedMember(page, language, email, 'Idris');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/verification/')) uploads.push(request.url());
    });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await answerQuestions(page, language);
    await fillProfilePart(page, language);
    await finishQuestionnaireStep(page, language);

    // Step 4 of 5, Verify ID: first the ID document.
    await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 4, total: 5 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'onboarding.verifyId.title') })).toBeVisible();
    const stepper = page.getByRole('list', { name: tr(language, 'verification.stepper.label') });
    await expect(stepper.getByRole('listitem')).toHaveCount(3);
    await expect(stepper.locator('[aria-current="step"]')).toContainText(tr(language, 'verification.stepper.id'));
    await expect(page.getByRole('heading', { level: 3, name: tr(language, 'verification.id.title') })).toBeVisible();
    const continueButton = page.getByRole('button', { name: tr(language, 'verification.continue') });
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page, `the ID document step (${language})`);

    // Over 5 MB: refused in the browser, nothing sent.
    const idInput = page.getByLabel(tr(language, 'verification.id.label'), { exact: true });
    await idInput.setInputFiles({ name: 'passport-scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(page.getByRole('alert').filter({ hasText: tr(language, 'common.errors.FILE_TOO_LARGE') })).toBeVisible();
    await expect(continueButton).toBeDisabled();
    expect(uploads).toEqual([]);
    await expectNoAxeViolations(page, `the refused ID file (${language})`);

    await idInput.setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', { r: 40, g: 90, b: 160 }) });
    await expect(page.getByRole('img', { name: tr(language, 'verification.id.previewAlt') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: tr(language, 'common.errors.FILE_TOO_LARGE') })).toHaveCount(0);
    await continueButton.click();

    // The selfie, from the front camera on a phone (the file chooser here).
    const selfieHeading = page.getByRole('heading', { level: 3, name: tr(language, 'verification.selfie.title') });
    await expect(selfieHeading).toBeVisible();
    await expect(selfieHeading).toBeFocused();
    const selfieInput = page.getByLabel(tr(language, 'verification.selfie.label'), { exact: true });
    await expect(selfieInput).toHaveAttribute('capture', 'user');
    await selfieInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo('png', { r: 180, g: 120, b: 90 }) });
    await expect(page.getByRole('img', { name: tr(language, 'verification.selfie.previewAlt') })).toBeVisible();
    await expectNoAxeViolations(page, `the selfie step (${language})`);
    await continueButton.click();

    // The phone: the code field appears once a number is typed.
    await expect(page.getByRole('heading', { level: 3, name: tr(language, 'verification.phone.title') })).toBeVisible();
    expect(uploads.map((url) => new URL(url).pathname)).toEqual(['/api/verification/id-document', '/api/verification/selfie']);
    const codeField = page.getByLabel(tr(language, 'verification.phone.codeLabel'), { exact: true });
    await expect(codeField).toHaveCount(0);
    await expectNoAxeViolations(page, `the phone step (${language})`);
    const phoneNumber = `+1555${String(Date.now()).slice(-7)}`;
    await page.getByLabel(tr(language, 'verification.phone.numberLabel'), { exact: true }).fill(phoneNumber);
    await expect(codeField).toBeVisible();
    await page.getByRole('button', { name: tr(language, 'verification.phone.send') }).click();
    await expect(page.getByRole('button', { name: tr(language, 'verification.phone.resend') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: phoneNumber.slice(-4) })).toBeVisible();
    const code = await codeFromDevOutbox(context, language, phoneNumber);

    // Digits only, and exactly six.
    const verifyButton = page.getByRole('button', { name: tr(language, 'verification.phone.verify'), exact: true });
    await codeField.pressSequentially(`${code.slice(0, 3)}-a ${code.slice(3, 5)}`);
    await expect(codeField).toHaveValue(code.slice(0, 5));
    await verifyButton.click();
    await expect(page.getByRole('alert').filter({ hasText: tr(language, 'verification.phone.invalidCode') })).toBeVisible();
    await expectNoAxeViolations(page, `the short code (${language})`);
    await codeField.press('End');
    await codeField.pressSequentially(`${code.slice(5)}99`);
    await expect(codeField).toHaveValue(code);
    await verifyButton.click();

    // Sandbox: approved at once, then /profiles 2 seconds later.
    await expect(page.getByRole('heading', { level: 3, name: tr(language, 'verification.complete.title') })).toBeVisible();
    await expect(page.getByText(tr(language, 'verification.complete.text'))).toBeVisible();
    await expect(page.getByText(tr(language, 'verification.complete.redirecting'))).toBeVisible();
    await expect(page).toHaveURL(/\/profiles$/, { timeout: 10_000 });
    await expect(page.getByRole('region', { name: tr(language, 'onboarding.progress.title') })).toHaveCount(0);
    // The deck, with a card: nothing is asked after the last step.
    await expect(topCard(page, language)).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(language, 'discovery.needsProfile.title') })).toHaveCount(0);
    const me = (await (await page.request.get('/api/me')).json()) as { hasVerifiedID: boolean };
    expect(me.hasVerifiedID).toBe(true);
  });
}

test('en: on a 390x844 phone the ID document field is on the first screen of the Verify ID step', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await presetLanguage(context, 'en');
  await newSubscribedMember(page, 'en', `zawadi-${Date.now()}@example.com`, 'Zawadi');
  await page.goto('/');
  await answerQuestions(page, 'en');
  await fillProfilePart(page, 'en');
  await finishQuestionnaireStep(page, 'en');
  await expect(page.getByRole('heading', { level: 3, name: tr('en', 'verification.id.title') })).toBeVisible();
  const stepper = page.getByRole('list', { name: tr('en', 'verification.stepper.label') });
  expect((await stepper.boundingBox())!.height).toBeLessThan(60);
  const field = (await page.getByLabel(tr('en', 'verification.id.label'), { exact: true }).boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual(844);
});
