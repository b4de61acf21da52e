// Account steps shared by the browser specs: sign up through the form, read a link from the
// development outbox, sign in through the form, pay the membership through the sandbox's API.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { type Language, tr } from './locales';
import { siteHeaders } from './site-headers';

export const PASSWORD = 'a long and happy marriage';

/** The first link in the newest e-mail to `to` (read through the development outbox API). Account
 * e-mails go out just after the server answers, so this waits for the message a little. */
export async function linkFromOutbox(request: APIRequestContext, to: string, marker: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        link = messages.flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(marker));
        return link;
      },
      { message: `an e-mail to ${to} with a link containing ${marker}` },
    )
    .toBeDefined();
  return link!;
}

export async function signUp(page: Page, language: Language, email: string, displayName: string) {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: tr(language, 'auth.signUp.title') })).toBeVisible();
  await page.getByLabel(tr(language, 'auth.fields.displayName')).fill(displayName);
  await page.getByLabel(tr(language, 'auth.fields.email')).fill(email);
  await page.getByLabel(tr(language, 'auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tr(language, 'auth.fields.dateOfBirth')).fill('1992-03-14');
  await page.getByRole('button', { name: tr(language, 'auth.signUp.submit') }).click();
  await expect(page.getByRole('heading', { name: tr(language, 'auth.signUp.sent.title') })).toBeVisible();
}

/** The sign-in form filled in and sent; what follows (the gate, a second factor) is the caller's. */
export async function submitSignIn(page: Page, language: Language, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel(tr(language, 'auth.fields.email')).fill(email);
  await page.getByLabel(tr(language, 'auth.fields.password'), { exact: true }).fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: tr(language, 'auth.signIn.submit') })
    .click();
}

export async function signIn(page: Page, language: Language, email: string, password = PASSWORD) {
  await submitSignIn(page, language, email, password);
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the header's account menu (named after the member) and picks `item` (a common.account key). */
export async function chooseFromAccountMenu(page: Page, language: Language, displayName: string, item: string) {
  const banner = page.getByRole('banner');
  await banner
    .getByRole('button', { name: tr(language, 'common.account.menu', { name: displayName }) })
    .first()
    .click();
  await banner
    .getByRole('menuitem', { name: tr(language, `common.account.${item}`) })
    .first()
    .click();
}

/** The basic membership, paid through the sandbox's API (the paywall's screens have their own spec). */
export async function subscribeThroughSandbox(page: Page) {
  const checkout = await page.request.post('/api/payments/checkout', {
    data: { plan: 'basic', provider: 'sandbox' },
    headers: siteHeaders(page),
  });
  expect(checkout.status()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await page.request.post(`/api/payments/sandbox/${sessionId}/complete`, { headers: siteHeaders(page) });
  expect(paid.status()).toBe(200);
  expect((await (await page.request.get('/api/me')).json()).hasSubscription).toBe(true);
}

/**
 * Opens the e-mailed confirmation link in this browser: it confirms the address and signs in.
 * The page announces it in a toast, then takes ?verified=1 out of the address: waiting for the
 * bare '/' waits for that (the toast itself hides after a few seconds, so it is not waited for
 * here; the paywall spec holds the page's clock to look at it).
 */
export async function confirmEmail(page: Page, language: Language, email: string) {
  await page.goto(await linkFromOutbox(page.request, email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(tr(language, 'onboarding.progress.stepOf', { current: 2, total: 5 }))).toBeVisible();
  expect(((await (await page.request.get('/api/me')).json()) as { isAuthenticated: boolean }).isAuthenticated).toBe(true);
}

/**
 * Holds the page's timers from the next navigation on (a toast stays until the test moves time
 * or calls page.clock.resume()): for looking at a toast without racing its 5 seconds.
 */
const clockInstalled = new WeakSet<Page>();
export async function holdPageClock(page: Page) {
  if (!clockInstalled.has(page)) {
    clockInstalled.add(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  } else {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }
}

/** A new member in this browser: signed up, then signed in by the confirmation link from the outbox. */
export async function newSignedInMember(page: Page, language: Language, email: string, displayName: string) {
  await signUp(page, language, email, displayName);
  await confirmEmail(page, language, email);
}

/** The same, with the membership paid through the sandbox: the first gate behind them. */
export async function newSubscribedMember(page: Page, language: Language, email: string, displayName: string) {
  await newSignedInMember(page, language, email, displayName);
  await subscribeThroughSandbox(page);
}
