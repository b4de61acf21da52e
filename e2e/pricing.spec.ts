// Premium and billing in a real browser against the real server and the sandbox provider:
// a member subscribes (through the API: the paywall's own spec drives its screens),
// upgrades to Premium on /pricing through the sandbox checkout page, sees 'Already Premium',
// cancels at period end and resumes on /account, and when the period lapses unpaid the gate
// shows the paywall again. In English and in Arabic (right to left), with axe on both pages.
import type { Page } from '@playwright/test';
import { newSubscribedMember } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { siteHeaders } from './support/site-headers';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** 'Pay <amount>' on the sandbox checkout page, whatever the amount's formatting. */
function payButtonName(language: Language): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = tr(language, 'paywall.sandbox.complete', { amount: '\u0000' }).split('\u0000');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** The period end the server holds, written the way the account page writes it. */
async function periodEnd(page: Page, language: Language): Promise<string> {
  const view = (await (await page.request.get('/api/payments/subscription')).json()) as { membership: { currentPeriodEnd: string } };
  return page.evaluate(([iso, lang]) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso)), [
    view.membership.currentPeriodEnd,
    language,
  ] as const);
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: upgrade to Premium, cancel and resume on the account page, and lapse back to the paywall`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    const email = `zainab-${language}-${Date.now()}@example.com`;
    await newSubscribedMember(page, language, email, 'Zainab');

    // The pricing page: both plans, Premium the most popular, the upgrade on offer.
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'pricing.title') })).toBeVisible();
    const premium = page.getByRole('region', { name: tr(language, 'pricing.premium.name') });
    await expect(premium.getByText(tr(language, 'pricing.mostPopular'))).toBeVisible();
    await expect(page.getByRole('region', { name: tr(language, 'pricing.basic.name') })).toBeVisible();
    const upgrade = page.getByRole('button', { name: tr(language, 'pricing.upgrade.button') });
    await expect(upgrade).toBeEnabled();
    await expect(page.getByRole('radio', { name: tr(language, 'pricing.upgrade.card') })).toBeChecked();
    await expectNoAxeViolations(page, `/pricing (${language})`);

    // A declined payment: back on /pricing with a clear word, nothing granted, free to retry.
    await upgrade.click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: tr(language, 'paywall.sandbox.decline') }).click();
    await expect(page.getByText(tr(language, 'pricing.result.declined'))).toBeVisible();
    await expect(upgrade).toBeEnabled();
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ isPremium: false });

    // Upgrade by card through the sandbox's checkout page, back to /pricing with the outcome.
    await upgrade.click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: payButtonName(language) }).click();
    await expect(page).toHaveURL(/\/pricing/);
    await expect(page.getByText(tr(language, 'pricing.result.success'))).toBeVisible();
    await expect(page.getByRole('button', { name: tr(language, 'pricing.upgrade.already') })).toBeDisabled();
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ isPremium: true });
    await expect(page).toHaveURL(/\/pricing$/);

    // The account page: Premium, renewing; cancel at period end (after a confirm step), resume.
    await page.goto('/account');
    const billing = page.getByRole('region', { name: tr(language, 'account.billing.heading') });
    const date = await periodEnd(page, language);
    await expect(billing.getByText(tr(language, 'account.billing.renewsOn', { date }), { exact: true })).toBeVisible();
    await expect(billing.getByText(tr(language, 'account.billing.planPremium'), { exact: true }).first()).toBeVisible();
    await expect(billing.getByText(tr(language, 'account.billing.premiumRenews', { date }), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `/account billing (${language})`);

    await billing.getByRole('button', { name: tr(language, 'account.billing.cancel') }).click();
    await billing.getByRole('button', { name: tr(language, 'account.billing.cancelYes') }).click();
    await expect(billing.getByText(tr(language, 'account.billing.endsOn', { date }), { exact: true })).toBeVisible();
    // Cancelling the membership ends Premium at the same date.
    await expect(billing.getByText(tr(language, 'account.billing.premiumEnds', { date }), { exact: true })).toBeVisible();
    await expect(billing.getByRole('button', { name: tr(language, 'account.billing.resume'), exact: true })).toBeVisible();
    await page.reload();
    await expect(billing.getByText(tr(language, 'account.billing.endsOn', { date }), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `/account billing, canceling (${language})`);
    await billing.getByRole('button', { name: tr(language, 'account.billing.resume'), exact: true }).click();
    await expect(billing.getByText(tr(language, 'account.billing.renewsOn', { date }), { exact: true })).toBeVisible();

    // The period ends unpaid: the server says no subscription, and the gate shows the paywall.
    const lapsed = await page.request.post('/api/payments/sandbox/subscription/lapse', {
      data: { plan: 'basic' },
      headers: siteHeaders(page),
    });
    expect(lapsed.status()).toBe(200);
    await page.goto('/');
    await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 2, total: 5 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tr(language, 'paywall.title') })).toBeVisible();
    await page.goto('/account');
    await expect(billing.getByText(tr(language, 'account.billing.statuses.expired'))).toBeVisible();
  });
}
