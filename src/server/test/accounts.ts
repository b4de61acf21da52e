// Account steps for API tests: sign up, follow the link in the outbox, sign in, become admin,
// pay a membership through the sandbox provider.
import { expect } from 'vitest';
import type { SahelHeartsApp } from '../app';
import { readOutbox } from '../adapters/mail/outbox-mail-sender';
import type { Database } from '../db/client';
import { promoteToAdmin } from '../modules/admin/queries';

export const TEST_PASSWORD = 'correct horse battery';
/** better-auth refuses cookie-carrying POSTs from other origins; tests come from the site's own. */
export const SITE_ORIGIN = 'http://localhost:3000';

export interface SignUpInput {
  email: string;
  password?: string;
  displayName?: string;
  dateOfBirth?: string;
  language?: string;
}

export function signUp(app: SahelHeartsApp, input: SignUpInput) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: SITE_ORIGIN },
    payload: { password: TEST_PASSWORD, displayName: 'Amina', dateOfBirth: '1990-04-12', ...input },
  });
}

export function signIn(app: SahelHeartsApp, email: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: SITE_ORIGIN },
    payload: { email, password },
  });
}

/** The path and query of the first link in the newest e-mail to `to` whose link contains `marker`.
 * Account e-mails go out after the answer (auth.ts, backgroundTasks), so this waits a little. */
export async function linkFromOutbox(db: Database, to: string, marker: string, waitMs = 3000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // better-auth stores e-mail addresses in lower case, and mails them there.
    for (const message of await readOutbox(db, to.toLowerCase())) {
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      if (link?.includes(marker)) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with a link containing ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The e-mails to `to`, once those still being sent (after the answer) have gone out. */
export async function sentMail(app: SahelHeartsApp, db: Database, to: string) {
  await app.backgroundTasks.settled();
  return readOutbox(db, to);
}

/** The session cookie (name=value) a response set. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((item) => item.name.endsWith('session_token'));
  if (!cookie) throw new Error('No session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs up, verifies the e-mail and signs in: the cookie of a verified member. */
export async function signedInMember(app: SahelHeartsApp, db: Database, email: string, role: 'member' | 'admin' = 'member') {
  await signUp(app, { email });
  const verifyPath = await linkFromOutbox(db, email, '/verify-email');
  await app.inject({ method: 'GET', url: verifyPath });
  if (role === 'admin') await promoteToAdmin(db, email);
  const response = await signIn(app, email);
  return sessionCookieOf(response);
}

/** Pays `plan` for the member through the sandbox provider: a checkout, then the sandbox completes it
 * and sends its signed webhook, as a real provider would. */
export async function payInSandbox(app: SahelHeartsApp, cookie: string, plan: 'basic' | 'premium' = 'basic'): Promise<void> {
  const headers = { cookie, origin: SITE_ORIGIN };
  const checkout = await app.inject({ method: 'POST', url: '/api/payments/checkout', headers, payload: { plan, provider: 'sandbox' } });
  expect(checkout.statusCode).toBe(200);
  const { sessionId } = checkout.json() as { sessionId: string };
  const paid = await app.inject({ method: 'POST', url: `/api/payments/sandbox/${sessionId}/complete`, headers });
  expect(paid.statusCode).toBe(200);
}

/** Signs up, verifies, signs in and pays the basic membership: the cookie of a subscriber. */
export async function subscribedMember(app: SahelHeartsApp, db: Database, email: string): Promise<string> {
  const cookie = await signedInMember(app, db, email);
  await payInSandbox(app, cookie);
  return cookie;
}
