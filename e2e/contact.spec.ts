// The contact form: required fields checked before anything is sent, a valid message stored by
// the server (201 with its id) and thanked with the spec's text, and the per-sender limit
// answered with a translated message. Serial: every test here shares the server's per-IP limit
// (E2E_CONTACT_RATE_LIMIT an hour), and the last test uses it up on purpose.
import type { Page, Request } from '@playwright/test';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { E2E_CONTACT_RATE_LIMIT } from './support/server-settings';
import { siteHeaders } from './support/site-headers';

test.describe.configure({ mode: 'serial' });

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const valid = {
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  subject: 'Hookah night in Minneapolis',
  message: 'Is the next gathering open to new members?',
};

const field = (page: Page, language: Language, name: (typeof FIELDS)[number]) =>
  page.getByLabel(tr(language, `contact.form.${name}`), { exact: true });

function watchContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request);
  });
  return posts;
}

async function fill(page: Page, language: Language, values: Record<(typeof FIELDS)[number], string>) {
  for (const name of FIELDS) await field(page, language, name).fill(values[name]);
}

const submitButton = (page: Page, language: Language) => page.getByRole('button', { name: tr(language, 'contact.form.submit') });

test('an empty form shows an error on every field and sends nothing', async ({ page }) => {
  const posts = watchContactPosts(page);
  await page.goto('/contact');
  await submitButton(page, 'en').click();
  for (const name of FIELDS) {
    await expect(field(page, 'en', name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'en', name)).toHaveAccessibleDescription(tr('en', 'contact.form.errors.required'));
  }
  await expect(field(page, 'en', 'name')).toBeFocused();

  // A malformed e-mail is caught in the browser too.
  await fill(page, 'en', { ...valid, email: 'not-an-email' });
  await submitButton(page, 'en').click();
  await expect(field(page, 'en', 'email')).toHaveAccessibleDescription(tr('en', 'contact.form.errors.email'));
  await expect(field(page, 'en', 'name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(tr('en', 'contact.form.thanks'))).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('a valid message is stored, thanked and the form cleared', async ({ page }) => {
  await page.goto('/contact');
  await fill(page, 'en', valid);
  const stored = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/contact',
  );
  await submitButton(page, 'en').click();
  const response = await stored;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: unknown; receivedAt: unknown };
  expect(body.id).toEqual(expect.any(Number));
  expect(Number.isNaN(Date.parse(String(body.receivedAt)))).toBe(false);
  expect(response.request().postDataJSON()).toEqual({ ...valid, language: 'en' });

  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message! We will get back to you soon.' })).toBeVisible();
  for (const name of FIELDS) await expect(field(page, 'en', name)).toHaveValue('');
});

test.describe('over the hourly limit', () => {
  // The browser itself logs the refused request; the page must show the reason instead.
  test.use({ allowedConsoleErrors: [/status of 429/] });

  test('the form shows the translated rate-limit message and keeps the text', async ({ page, context }) => {
    // Use up what is left of this client's allowance directly against the API.
    let refused = false;
    for (let attempt = 0; attempt <= E2E_CONTACT_RATE_LIMIT && !refused; attempt += 1) {
      const response = await page.request.post('/api/contact', { data: valid, headers: siteHeaders(page) });
      refused = response.status() === 429;
      if (!refused) expect(response.status()).toBe(201);
    }
    expect(refused).toBe(true);

    await presetLanguage(context, 'fr');
    await page.goto('/contact');
    await fill(page, 'fr', valid);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
    await submitButton(page, 'fr').click();
    expect((await answered).status()).toBe(429);
    await expect(page.getByRole('alert').filter({ hasText: tr('fr', 'common.errors.RATE_LIMITED') })).toBeVisible();
    await expect(field(page, 'fr', 'message')).toHaveValue(valid.message);
    await expect(page.getByText(tr('fr', 'contact.form.thanks'))).toHaveCount(0);
  });
});
