// Accounts in a real browser against the real server: sign up, confirm the e-mail from the
// development outbox, sign in, reach the onboarding gate, sign out; and reset a password.
// In English and Arabic.
import { chooseFromAccountMenu, confirmEmail, holdPageClock, linkFromOutbox, signIn, signUp, submitSignIn } from './support/accounts';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

for (const language of ['en', 'ar'] as const) {
  test(`${language}: sign up, confirm the e-mail, sign in, reach the gate, sign out`, async ({ page, context, request }) => {
    await presetLanguage(context, language);
    const email = `hawa-${language}-${Date.now()}@example.com`;
    await signUp(page, language, email, 'Hawa');

    // The confirmation link signs the member in and lands on the gate's next step, the paywall:
    // no password typed a second time.
    const link = await linkFromOutbox(request, email, '/api/auth/verify-email');
    await holdPageClock(page);
    await page.goto(link);
    // Said in a toast, once: the address loses ?verified=1.
    await expect(page.getByRole('status').filter({ hasText: tr(language, 'onboarding.emailVerified') })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.resume();
    await expect(page.getByRole('main').getByRole('link', { name: tr(language, 'common.account.signIn') })).toHaveCount(0);
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

    // The same link a second time (a forwarded mail, a shared computer) confirms nothing more and
    // opens no session: the visitor is asked to sign in.
    await holdPageClock(page);
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: tr(language, 'onboarding.emailVerifiedSignIn') })).toBeVisible();
    await page.clock.resume();
    expect((await (await page.request.get('/api/me')).json()).isAuthenticated).toBe(false);
  });
}

test.describe('a link for another account', () => {
  // Signing in with an unconfirmed address is refused on purpose (403).
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a confirmation link opened while another member is signed in keeps that member, and confirms nothing', async ({
    page,
    browser,
  }) => {
    const first = `idris-${Date.now()}@example.com`;
    await signUp(page, 'en', first, 'Idris');
    await confirmEmail(page, 'en', first);

    // Someone else's link (an attacker's own, sent to make this browser sign in as them).
    const otherContext = await browser.newContext();
    const other = `rahma-${Date.now()}@example.com`;
    try {
      await signUp(await otherContext.newPage(), 'en', other, 'Rahma');
    } finally {
      await otherContext.close();
    }
    const otherLink = await linkFromOutbox(page.request, other, '/api/auth/verify-email');
    await holdPageClock(page);
    await page.goto(otherLink);
    await expect(page.getByRole('alert').filter({ hasText: tr('en', 'onboarding.emailLinkOtherAccount') })).toBeVisible();
    await page.clock.resume();
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ isAuthenticated: true, user: { email: first } });

    // Rahma's address is still unconfirmed: signing in as her is refused until her link is used.
    await chooseFromAccountMenu(page, 'en', 'Idris', 'signOut');
    await submitSignIn(page, 'en', other);
    await expect(page.getByText(tr('en', 'auth.errors.EMAIL_NOT_VERIFIED'))).toBeVisible();
  });
});

test('a member resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page, request }) => {
  const email = `amadou-${Date.now()}@example.com`;
  await signUp(page, 'en', email, 'Amadou');
  await confirmEmail(page, 'en', email);
  await chooseFromAccountMenu(page, 'en', 'Amadou', 'signOut');

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
