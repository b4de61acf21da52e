// The admin console in a real browser against the real server (docs/decisions/0033-admin-console.md),
// with axe on each screen: a Premium member's contact message is listed before an older one from
// a visitor and answered, and the answer waits in the outbox in her language; a member is banned
// and the ban lifted from their page, in Arabic on a phone, and both are in the audit log; a member
// is made an admin and the role taken away again, in French on a phone, both in the audit log.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { secondBrowser } from './support/conversations';
import { signInAsDemoAdmin } from './support/demo-admin';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const SELAM = 'selam@demo.sahelhearts.test';

/** Each test writes from an address of its own: contact.spec.ts spends the local one's allowance. */
const fromAddress = (seed: string) => ({ 'x-forwarded-for': `198.51.100.${(seed.length * 7 + Date.now()) % 250}` });

async function sendContact(request: APIRequestContext, baseURL: string, message: Record<string, string>, address: Record<string, string>) {
  const response = await request.post('/api/contact', { data: message, headers: { origin: baseURL, ...address } });
  expect(response.status()).toBe(201);
}

/** A member of the test's own, so that no other spec signs in as someone this one changes. */
async function signUpByApi(page: Page, baseURL: string, email: string, displayName: string) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long and happy marriage', displayName, dateOfBirth: '1990-01-01', language: 'en' },
    headers: { origin: baseURL },
  });
  expect(signUp.status()).toBe(200);
}

async function outbox(page: Page, to: string) {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

test("a Premium member's message is listed first and answered by e-mail in her language", async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = `${testInfo.retry}-${Date.now().toString(36)}`;
  const address = fromAddress(marker);
  // An older message from a visitor, then Selam's (Premium in the demo data), written in French on /contact.
  await sendContact(
    page.request,
    baseURL!,
    { name: 'Awa', email: `awa-${marker}@example.org`, subject: `Visitor ${marker}`, message: 'Hello!', language: 'en' },
    address,
  );
  await presetLanguage(context, 'fr');
  await page.setExtraHTTPHeaders(address);
  await page.goto('/contact');
  for (const [field, value] of [
    ['name', 'Selam'],
    ['email', SELAM],
    ['subject', `Facture ${marker}`],
    ['message', 'Où trouver ma facture ?'],
  ] as const) {
    await page.getByLabel(tr('fr', `contact.form.${field}`), { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: tr('fr', 'contact.form.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('fr', 'contact.form.thanks') })).toBeVisible();

  const admin = await secondBrowser(browser, 'en');
  try {
    await signInAsDemoAdmin(admin.page, 'en');
    const inbox = admin.page.getByRole('region', { name: tr('en', 'console.inbox.title') });
    const items = inbox.getByRole('listitem');
    // Premium first among the new messages, whatever else waits.
    await expect(items.first()).toContainText(`Facture ${marker}`);
    await expect(items.first()).toContainText(tr('en', 'console.inbox.priority'));
    await expect(inbox.getByText(`Visitor ${marker}`)).toBeVisible();
    await items
      .first()
      .getByRole('button', { name: new RegExp(`Facture ${marker}`) })
      .click();
    await expect(inbox.getByText('Où trouver ma facture ?')).toBeVisible();
    const answer = inbox.getByRole('textbox', { name: tr('en', 'console.inbox.replyLabel', { language: 'French' }) });
    await answer.fill('Dans votre compte, rubrique Paiements.');
    await expectNoAxeViolations(admin.page, 'the contact inbox with a message open');
    await inbox.getByRole('button', { name: tr('en', 'console.inbox.send') }).click();
    await expect(inbox.getByText(tr('en', 'console.inbox.replySent'))).toBeVisible();
    await expect(inbox.getByText(tr('en', 'console.inbox.answeredBy', { name: 'Hodan Warsame' }))).toBeVisible();
    await expect(items.first()).toContainText(tr('en', 'console.inbox.statuses.answered'));

    await expect.poll(async () => (await outbox(admin.page, SELAM)).map((mail) => mail.subject)).toContain(`Re : Facture ${marker}`);
    const mail = (await outbox(admin.page, SELAM)).find((message) => message.subject === `Re : Facture ${marker}`)!;
    expect(mail.text).toContain('Bonjour Selam,');
    expect(mail.text).toContain('Dans votre compte, rubrique Paiements.');
  } finally {
    await admin.context.close();
  }
});

test('a ban and its lifting, from the member page in Arabic on a phone, are in the audit log', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = `${testInfo.retry}-${Date.now().toString(36)}`;
  const email = `banned-${marker}@example.org`;
  await signUpByApi(page, baseURL!, email, 'Kwame');

  await presetLanguage(context, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoAdmin(page, 'ar');
  const members = page.getByRole('region', { name: tr('ar', 'console.members.title') });
  await members.getByRole('searchbox', { name: tr('ar', 'console.members.searchLabel') }).fill(email);
  await members.getByRole('button', { name: tr('ar', 'console.members.searchButton') }).click();
  await members.getByRole('button', { name: new RegExp(email) }).click();
  const act = async (action: string, reason: string) => {
    await members
      .getByRole('combobox', { name: tr('ar', 'console.members.action') })
      .selectOption({ label: tr('ar', `console.members.actions.${action}`) });
    await members.getByRole('textbox', { name: tr('ar', 'console.members.reason') }).fill(reason);
    await members.getByRole('button', { name: tr('ar', 'console.members.apply') }).click();
    await expect(members.getByText(tr('ar', 'console.members.actionDone'))).toBeVisible();
  };
  await act('ban', `Scam ${marker}`);
  await expect(members.getByRole('heading', { name: tr('ar', 'console.members.restrictionTitle') })).toBeVisible();
  await expectNoAxeViolations(page, 'a banned member’s page (ar, phone)');
  await act('lift_restriction', `Appeal ${marker}`);
  await expect(members.getByRole('heading', { name: tr('ar', 'console.members.restrictionTitle') })).toHaveCount(0);

  const audit = page.getByRole('region', { name: tr('ar', 'console.audit.title') });
  await audit.getByRole('searchbox', { name: tr('ar', 'console.audit.member') }).fill(email);
  await audit.getByRole('button', { name: tr('ar', 'console.audit.searchButton') }).click();
  const entries = audit.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(tr('ar', 'console.audit.actions.lift_restriction'));
  await expect(entries.nth(0)).toContainText(`Appeal ${marker}`);
  await expect(entries.nth(1)).toContainText(tr('ar', 'console.audit.actions.ban'));
  await expect(entries.nth(1)).toContainText(`Scam ${marker}`);
  await expectNoAxeViolations(page, 'the audit log searched (ar, phone)');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin makes a member an admin, the audit log shows it, then takes the role away, on a phone in French', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = `${testInfo.retry}-${Date.now().toString(36)}`;
  // Not a demo member: events-admin.spec.ts signs Dawit in meanwhile, and would land on /admin.
  const member = `promoted-${marker}@example.org`;
  await signUpByApi(page, baseURL!, member, 'Kofi');
  await presetLanguage(context, 'fr');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoAdmin(page, 'fr');
  const members = page.getByRole('region', { name: tr('fr', 'console.members.title') });
  await members.getByRole('searchbox', { name: tr('fr', 'console.members.searchLabel') }).fill(member);
  await members.getByRole('button', { name: tr('fr', 'console.members.searchButton') }).click();
  await members.getByRole('button', { name: new RegExp(member) }).click();
  const reason = members.getByRole('textbox', { name: tr('fr', 'console.members.role.reason') });

  const changeRole = async (button: string, confirm: string, words: string, now: string) => {
    await reason.fill(words);
    await members.getByRole('button', { name: tr('fr', button) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `the role change's confirmation (${confirm}, fr, phone)`);
    await dialog.getByRole('button', { name: tr('fr', confirm) }).click();
    await expect(dialog).toHaveCount(0);
    await expect(members.getByText(tr('fr', now))).toBeVisible();
  };

  await expect(members.getByText(tr('fr', 'console.members.role.isMember'))).toBeVisible();
  await changeRole(
    'console.members.role.makeAdmin',
    'console.members.role.confirm.admin',
    `Modération ${marker}`,
    'console.members.role.isAdmin',
  );
  await expect(members.getByText(tr('fr', 'console.members.role.done.admin'))).toBeVisible();
  await expectNoAxeViolations(page, 'a member made admin (fr, phone)');

  const audit = page.getByRole('region', { name: tr('fr', 'console.audit.title') });
  const searchLog = async () => {
    await audit.getByRole('searchbox', { name: tr('fr', 'console.audit.member') }).fill(member);
    await audit.getByRole('combobox', { name: tr('fr', 'console.audit.action') }).selectOption('role_change');
    await audit.getByRole('button', { name: tr('fr', 'console.audit.searchButton') }).click();
  };
  await searchLog();
  const entries = audit.getByRole('listitem');
  await expect(entries.first()).toContainText(`${tr('fr', 'console.audit.roleTo.admin')}: Modération ${marker}`);
  await expect(entries.first()).toContainText('Hodan Warsame');

  await changeRole(
    'console.members.role.removeAdmin',
    'console.members.role.confirm.member',
    `Fin ${marker}`,
    'console.members.role.isMember',
  );
  await searchLog();
  await expect(entries.first()).toContainText(`${tr('fr', 'console.audit.roleTo.member')}: Fin ${marker}`);
  await expect(entries.nth(1)).toContainText(`Modération ${marker}`);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
