// Identity verification with the `manual` provider, end to end: a paid member answers
// the questionnaire and sends an ID, a selfie and a phone code (through the API: the step's
// screens have their own spec), sees 'pending review'; the demo admin opens the ID in the queue on
// /admin and approves, and the member is through ('You've completed all steps!'); another member
// is rejected with a reason and reads it. English and Arabic.
//
// The default e2e server uses the sandbox provider (approves at once), so this spec starts its own
// server with VERIFICATION_PROVIDER=manual on port 3299 (E2E_MANUAL_PORT), and runs its tests one
// after the other in one worker, against that server only.
import { type ChildProcess, spawn } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { newSubscribedMember } from './support/accounts';
import { signInAsDemoAdmin } from './support/demo-admin';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test, watchConsole } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { passQuestionnaireStepThroughApi } from './support/questionnaire-step';
import { siteHeaders } from './support/site-headers';

const PORT = Number(process.env.E2E_MANUAL_PORT ?? 3299);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The demo accounts of src/server/seed/accounts.ts (README.md, "Demo accounts").

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, contextOptions: { reducedMotion: 'reduce' } });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn('node', ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: ORIGIN,
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? './dist/web',
      LOG_LEVEL: 'warn',
      VERIFICATION_PROVIDER: 'manual',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the manual-mode server exited with ${server.exitCode}`);
    const healthy = await fetch(`${ORIGIN}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 120_000) throw new Error(`the manual-mode server did not answer on ${ORIGIN}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  // SIGTERM lets it close its database and remove its temporary data directory.
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
});

async function image(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A paid member who has passed the questionnaire step (answers and profile) and sent ID, selfie and phone code: pending. */
async function submitForReview(page: Page, language: Language, displayName: string, phoneNumber: string) {
  const email = `${displayName.toLowerCase()}-${Date.now()}@example.com`;
  await newSubscribedMember(page, language, email, displayName);
  await passQuestionnaireStepThroughApi(page, displayName);

  const jpeg = { 'content-type': 'image/jpeg' };
  expect(
    (
      await page.request.put('/api/verification/id-document', {
        data: await image(900, 600, { r: 30, g: 80, b: 160 }),
        headers: siteHeaders(page, jpeg),
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.put('/api/verification/selfie', {
        data: await image(600, 800, { r: 200, g: 150, b: 110 }),
        headers: siteHeaders(page, jpeg),
      })
    ).status(),
  ).toBe(200);
  expect((await page.request.post('/api/verification/phone/code', { data: { phoneNumber }, headers: siteHeaders(page) })).status()).toBe(
    200,
  );
  const outbox = await page.request.get(`/api/dev/sms-outbox?to=${encodeURIComponent(phoneNumber)}&limit=1`);
  const [sms] = ((await outbox.json()) as { messages: { text: string }[] }).messages;
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  expect(code, 'the phone code in the SMS outbox').toBeDefined();
  const verified = await page.request.post('/api/verification/phone/verify', { data: { code }, headers: siteHeaders(page) });
  expect(verified.status()).toBe(200);
  expect(((await verified.json()) as { status: string }).status).toBe('pending');

  // The member sees that a person will decide.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: tr(language, 'verification.pending.title') })).toBeVisible();
  expect(((await (await page.request.get('/api/me')).json()) as { hasVerifiedID: boolean }).hasVerifiedID).toBe(false);
}

/** The demo admin on /admin, in its own browser context; console errors fail the test here too. */
async function openQueueAsAdmin(browser: Browser, language: Language) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' });
  await presetLanguage(context, language);
  const page = await context.newPage();
  const watch = watchConsole(page);
  await signInAsDemoAdmin(page, language);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: tr(language, 'admin.verification.title') })).toBeVisible();
  return { page, context, watch };
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: an admin views the ID and approves; the member is through`, async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    const displayName = language === 'en' ? 'Fatoumata' : 'Khadija';
    await submitForReview(page, language, displayName, language === 'en' ? '+221771234567' : '+249912345678');
    await expectNoAxeViolations(page, `the pending review screen (${language})`);

    const admin = await openQueueAsAdmin(browser, language);
    const item = admin.page.getByRole('article', { name: displayName });
    await expect(item.getByText(tr(language, 'admin.verification.viewRecorded'))).toBeVisible();
    // Nothing is loaded before the admin asks: each view is recorded.
    await expect(item.getByRole('img')).toHaveCount(0);
    await item.getByRole('button', { name: tr(language, 'admin.verification.showIdDocument') }).click();
    const idDocument = item.getByRole('img', { name: tr(language, 'admin.verification.idDocumentAlt', { name: displayName }) });
    await expect(idDocument).toBeVisible();
    await expect.poll(() => idDocument.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(900);
    await expectNoAxeViolations(admin.page, `the verification queue (${language})`);

    await item.getByRole('button', { name: tr(language, 'admin.verification.approve') }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: displayName })).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(admin.watch.problems).toEqual([]);
    await admin.context.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: tr(language, 'onboarding.browse.title') })).toBeVisible();
    expect(((await (await page.request.get('/api/me')).json()) as { hasVerifiedID: boolean }).hasVerifiedID).toBe(true);
  });
}

test('en: an admin rejects with a reason; the member reads it and may start again', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await presetLanguage(context, 'en');
  const displayName = 'Mariama';
  await submitForReview(page, 'en', displayName, '+254712345678');

  const admin = await openQueueAsAdmin(browser, 'en');
  const item = admin.page.getByRole('article', { name: displayName });
  await item.getByRole('button', { name: tr('en', 'admin.verification.showSelfie') }).click();
  await expect(item.getByRole('img', { name: tr('en', 'admin.verification.selfieAlt', { name: displayName }) })).toBeVisible();
  await item.getByRole('button', { name: tr('en', 'admin.verification.reject') }).click();
  const reason = item.getByLabel(tr('en', 'admin.verification.reasonLabel'));
  await expect(reason).toBeFocused();
  // Without a reason nothing is sent.
  await item.getByRole('button', { name: tr('en', 'admin.verification.confirmReject') }).click();
  await expect(item.getByRole('alert')).toHaveText(tr('en', 'admin.verification.reasonError', { min: 3, max: 500 }));
  const why = 'The ID document is blurred: please send a sharper photo.';
  await reason.fill(why);
  await item.getByRole('button', { name: tr('en', 'admin.verification.confirmReject') }).click();
  await expect(item).toHaveCount(0);
  expect(admin.watch.problems).toEqual([]);
  await admin.context.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: tr('en', 'verification.rejected.title') })).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('button', { name: tr('en', 'verification.rejected.restart') })).toBeVisible();
  await expectNoAxeViolations(page, 'the rejection with its reason');
});
