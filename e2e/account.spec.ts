// The account page in a real browser: reached from the header menu; a password change
// signs out the member's other browser; the data export downloads as JSON; deleting the account
// leaves the member unable to sign in. In English and Arabic, with axe on the page.
import { readFile } from 'node:fs/promises';
import { chooseFromAccountMenu, confirmEmail, PASSWORD, signIn, signUp } from './support/accounts';
import { expect, presetLanguage, test, watchConsole } from './support/fixtures';
import { tr } from './support/locales';
import { expectNoAxeViolations } from './support/axe';

const NEW_PASSWORD = 'a new sentence for a new season';

// A wrong password (403) and signing in with the deleted account (401) are on purpose.
test.use({ allowedConsoleErrors: [/status of 40[13]/] });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: change the password, download the data, delete the account`, async ({ page, context, browser }) => {
    test.setTimeout(60_000);
    await presetLanguage(context, language);
    const email = `zainab-${language}-${Date.now()}@example.com`;
    await signUp(page, language, email, 'Zainab');
    await confirmEmail(page, language, email);

    // The same member in another browser, signed in with the old password.
    const otherContext = await browser.newContext();
    try {
      await presetLanguage(otherContext, language);
      const other = await otherContext.newPage();
      const otherWatch = watchConsole(other);
      await signIn(other, language, email);

      // From the header menu to the account page.
      await chooseFromAccountMenu(page, language, 'Zainab', 'settings');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'account.title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByText(email)).toBeVisible();
      // Exact: the toast of the confirmation link ("…confirmed…") may still be showing.
      await expect(page.getByText(tr(language, 'account.details.verified'), { exact: true })).toBeVisible();

      await expectNoAxeViolations(page, `/account (${language})`);

      // Change the password: this browser stays in, the other one is signed out.
      await page.getByLabel(tr(language, 'account.password.current')).fill(PASSWORD);
      await page.getByLabel(tr(language, 'auth.fields.newPassword'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(tr(language, 'auth.fields.confirmPassword')).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: tr(language, 'account.password.submit') }).click();
      await expect(page.getByText(tr(language, 'account.password.done'))).toBeVisible();
      expect((await (await page.request.get('/api/me')).json()).isAuthenticated).toBe(true);

      await other.goto('/account');
      await expect(other).toHaveURL(/\/sign-in$/);
      expect((await (await other.request.get('/api/me')).json()).isAuthenticated).toBe(false);
      expect(otherWatch.problems).toEqual([]);
    } finally {
      await otherContext.close();
    }

    // Download my data: a dated JSON file about this member.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: tr(language, 'account.export.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sahel-hearts-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported.user).toMatchObject({ email, displayName: 'Zainab', language });
    expect(JSON.stringify(exported)).not.toContain('argon2');

    // Delete the account: a wrong password first changes nothing.
    const passwordField = page.getByLabel(tr(language, 'account.delete.password'));
    await passwordField.fill(PASSWORD);
    await page.getByLabel(tr(language, 'account.delete.confirm')).check();
    await page.getByRole('button', { name: tr(language, 'account.delete.submit') }).click();
    await expect(page.getByText(tr(language, 'account.errors.INVALID_PASSWORD'))).toBeVisible();
    await expect(passwordField).toHaveValue(PASSWORD);

    await passwordField.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: tr(language, 'account.delete.submit') }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByText(tr(language, 'account.delete.done'))).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).isAuthenticated).toBe(false);

    // Nobody can sign in as this member any more.
    await page.goto('/sign-in');
    await page.getByLabel(tr(language, 'auth.fields.email')).fill(email);
    await page.getByLabel(tr(language, 'auth.fields.password'), { exact: true }).fill(NEW_PASSWORD);
    await page
      .getByRole('main')
      .getByRole('button', { name: tr(language, 'auth.signIn.submit') })
      .click();
    await expect(page.getByText(tr(language, 'auth.errors.INVALID_EMAIL_OR_PASSWORD'))).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
}
