// Moderation in three real browsers at once, against the real server, with axe on every screen
// (docs/decisions/0023-messages.md, "Safety"; 0024): a member asks his match for money; she reads
// it in Arabic under a safety notice and reports that very message in one tap, which ends the
// conversation on both screens; the demo admin finds the report in /admin with the message, and
// bans him; his open page signs him out at once, and signing in again tells him why. Among
// members of a circle of its own (support/discovery-members.ts).
import { expectNoAxeViolations } from './support/axe';
import { submitSignIn } from './support/accounts';
import { matchedPair, openConversation, secondBrowser, writeMessage } from './support/conversations';
import { isolated } from './support/deck';
import { signInAsDemoAdmin } from './support/demo-admin';
import { circleAge } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });
// His sign-in after the ban is refused (403), which Chromium logs as a failed request.
const REFUSED_SIGN_IN = /status of 403/;

const SCAM = 'My mother is in hospital. Please send me 300 dollars by Western Union today, I will pay you back.';
const BAN_REASON = 'Asked a member for money: this is not allowed on Sahel Hearts.';

test('a report of a scam message reaches the admin, whose ban signs the member out everywhere', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // She reads in Arabic on a phone; he writes in English; the admin works in English.
  await presetLanguage(context, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  const age = circleAge('moderation-en', testInfo);
  // The queue holds every spec's reports, and a retry's first attempt stays open: this one is found by its words.
  const marker = `case ${testInfo.retry}-${Date.now().toString(36)}`;
  const him = await secondBrowser(browser, 'en', [REFUSED_SIGN_IN]);
  const admin = await secondBrowser(browser, 'en');
  try {
    const { man, conversationId } = await matchedPair(
      baseURL!,
      { page, spec: { displayName: 'Hawa', gender: 'woman', age, language: 'ar' } },
      { page: him.page, spec: { displayName: 'Kwabena', gender: 'man', age, language: 'en' } },
    );
    await openConversation(him.page, 'en', conversationId, 'Hawa');
    await writeMessage(him.page, 'en', 'Hawa', SCAM);

    // Her screen: the message, a calm notice under it, and a report that points at it.
    await openConversation(page, 'ar', conversationId, 'Kwabena');
    await expect(page.getByText(SCAM)).toBeVisible();
    await expect(page.getByText(tr('ar', 'conversations.safety.money'))).toBeVisible();
    await expectNoAxeViolations(page, 'a flagged message (ar)');
    await page.getByRole('button', { name: tr('ar', 'discovery.report.messageButtonFor', { name: 'Kwabena' }) }).click();
    const dialog = page.getByRole('dialog', { name: tr('ar', 'discovery.report.title', { name: isolated('Kwabena') }) });
    await expect(dialog).toContainText(tr('ar', 'discovery.report.withMessage'));
    await expect(dialog.getByRole('radio', { name: tr('ar', 'discovery.report.reasons.scam') })).toBeChecked();
    await dialog.getByLabel(tr('ar', 'discovery.report.details')).fill(`He asked me for money. ${marker}`);
    await expectNoAxeViolations(page, 'the report of a message (ar)');
    await dialog.getByRole('button', { name: tr('ar', 'discovery.report.submit') }).click();
    // A report blocks: the conversation ends on both screens.
    await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'conversations.ended.title') })).toBeVisible();
    await expect(him.page.getByRole('heading', { level: 1, name: tr('en', 'conversations.ended.title') })).toBeVisible();

    // The admin's queue: the report, the message it points at (opening it is logged), and a ban.
    await signInAsDemoAdmin(admin.page, 'en');
    await admin.page.goto('/admin');
    const report = admin.page.getByRole('article').filter({ hasText: marker });
    await expect(report).toContainText('Kwabena');
    await expect(report).toContainText(tr('en', 'admin.reports.reasons.scam'));
    await expect(report).toContainText(tr('en', 'admin.reports.sources.member'));
    await report.getByRole('button', { name: tr('en', 'admin.reports.messages.show') }).click();
    const held = report.getByRole('list', { name: tr('en', 'admin.reports.messages.listLabel') });
    await expect(held).toContainText(SCAM);
    await expect(held).toContainText(tr('en', 'admin.reports.messages.reported'));
    await expectNoAxeViolations(admin.page, 'a report with its message in /admin (en)');

    await report.getByRole('button', { name: tr('en', 'admin.reports.actions.buttons.ban'), exact: true }).click();
    await report.getByLabel(tr('en', 'admin.reports.actions.reason')).fill(BAN_REASON);
    await report.getByRole('button', { name: tr('en', 'admin.reports.actions.submit.ban') }).click();
    await expect(report).toContainText(tr('en', 'admin.reports.actions.confirm.banText', { name: isolated('Kwabena') }));
    await expectNoAxeViolations(admin.page, 'the confirmation of a ban (en)');
    await report.getByRole('button', { name: tr('en', 'admin.reports.actions.confirm.yesBan', { name: isolated('Kwabena') }) }).click();
    await expect(
      admin.page.getByRole('status').filter({ hasText: tr('en', 'admin.reports.actions.done.ban', { name: isolated('Kwabena') }) }),
    ).toBeVisible();
    await expect(admin.page.getByRole('article').filter({ hasText: marker })).toHaveCount(0);

    // His open page learns at once that his session is gone, and the sign-in page says why.
    await expect(him.page.getByRole('banner').getByRole('link', { name: tr('en', 'common.account.signIn') })).toBeVisible();
    expect((await (await him.page.request.get('/api/me')).json()).isAuthenticated).toBe(false);
    await submitSignIn(him.page, 'en', man.email);
    const refusal = him.page.getByRole('alert').filter({ hasText: tr('en', 'auth.restricted.banned') });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(BAN_REASON);
    await expect(him.page).toHaveURL(/\/sign-in$/);
    await expectNoAxeViolations(him.page, 'a banned member at sign-in (en)');

    expect(him.watch.problems, 'console errors in his browser').toEqual([]);
    expect(admin.watch.problems, "console errors in the admin's browser").toEqual([]);
  } finally {
    await Promise.all([him.context.close(), admin.context.close()]);
  }
});
