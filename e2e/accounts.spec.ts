// Accounts in a real browser against the real server: sign up, confirm the e-mail from the
// development outbox, sign in, reach the onboarding gate, sign out; and reset a password.
// In English and Arabic (issue 3).
import { chooseFromAccountMenu, linkFromOutbox, signIn, signUp } from './support/accounts';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

for (const language of ['en', 'ar'] as const) {
  test(`${language}: sign up, confirm the e-mail, sign in, reach the gate, sign out`, async ({ page, context, request }) => {
    await presetLanguage(context, language);
    const email = `hawa-${language}-${Date.now()}@example.com`;
    await signUp(page, language, email, 'Hawa');

    // The confirmation link lands on the gate with a welcome notice.
    await page.goto(await linkFromOutbox(request, email, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/\?verified=1$/);
    await expect(page.getByText(tr(language, 'onboarding.emailVerified'))).toBeVisible();

    await signIn(page, language, email);
    // Signed in, not subscribed: step 2 of 5, and the server says so too.
    await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 2, total: 5 }))).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(language, 'paywall.title') })).toBeVisible();
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({ isAuthenticated: true, hasSubscription: false, user: { email, displayName: 'Hawa', language } });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('auth_state'))) ?? '{}')).toMatchObject({
      isAuthenticated: true,
      hasSubscription: false,
    });

    // The session cookie is http-only: the page's scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('session');

    await chooseFromAccountMenu(page, language, 'Hawa', 'signOut');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: tr(language, 'common.account.signIn') })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_state'))).toBeNull();
    expect((await (await page.request.get('/api/me')).json()).isAuthenticated).toBe(false);
  });
}

test('a member resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page, request }) => {
  const email = `amadou-${Date.now()}@example.com`;
  await signUp(page, 'en', email, 'Amadou');
  await page.goto(await linkFromOutbox(request, email, '/api/auth/verify-email'));

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: tr('en', 'auth.forgot.submit') }).click();
  await expect(page.getByText(tr('en', 'auth.forgot.sent'))).toBeVisible();

  await page.goto(await linkFromOutbox(request, email, 'reset-password'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel(tr('en', 'auth.fields.newPassword'), { exact: true }).fill('a brand new sentence');
  await page.getByLabel(tr('en', 'auth.fields.confirmPassword')).fill('a brand new sentence');
  await page.getByRole('button', { name: tr('en', 'auth.reset.submit') }).click();
  await expect(page.getByRole('heading', { name: tr('en', 'auth.reset.doneTitle') })).toBeVisible();

  await signIn(page, 'en', email, 'a brand new sentence');
  await expect(page.getByText(tr('en', 'onboarding.progress.stepOf', { current: 2, total: 5 }))).toBeVisible();
});
