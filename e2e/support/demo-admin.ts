// The seeded demo admin (README.md, "Demo accounts"): its password, then the code its
// authenticator app would show for the TOTP secret the README publishes.
import type { Page } from '@playwright/test';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { DEMO_ADMIN_TOTP_BASE32 } from '../../src/server/seed/demo-two-factor';
import { submitSignIn } from './accounts';
import { expect } from './fixtures';
import { type Language, tr } from './locales';

const DEMO_ADMIN = { email: 'admin@demo.sahelhearts.test', password: 'sahel-demo-admin' };

export const demoAdminCode = (): Promise<string> => createOTP(base32.decode(DEMO_ADMIN_TOTP_BASE32)).totp();

export async function signInAsDemoAdmin(page: Page, language: Language) {
  await submitSignIn(page, language, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // The password alone is not enough for an admin: the second step asks for the app's code.
  const code = page.getByLabel(tr(language, 'auth.secondFactor.codeLabel'));
  await expect(code).toBeVisible();
  await code.fill(await demoAdminCode());
  await page.getByRole('button', { name: tr(language, 'auth.secondFactor.submit') }).click();
  // An admin's place after signing in is the dashboard, not the members' paywall.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(language, 'admin.title') })).toBeVisible();
}
