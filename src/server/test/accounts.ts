// Account steps for API tests: sign up, follow the link in the outbox, sign in, become admin,
// pay a membership through the sandbox provider.
import { expect } from 'vitest';
import type { SahelHeartsApp } from '../app';
import { readOutbox } from '../adapters/mail/outbox-mail-sender';
import type { Database } from '../db/client';
import { passwordHasherFor } from '../modules/auth/passwords';
import { insertVerifiedAccount } from '../seed/accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from './site';
import { completeSignIn, enrolTwoFactor, totpCode, type TwoFactorEnrolment } from './two-factor';

/** Loose on purpose: tests also send what the contract refuses. */
export interface SignUpAttempt {
  email: string;
  password?: string;
  displayName?: string;
  dateOfBirth?: string;
  language?: string;
}

/** What signUp sends besides the e-mail, unless a test says otherwise. */
const TEST_MEMBER = { displayName: 'Amina', dateOfBirth: '1990-04-12', language: 'en' } as const;
const TEST_HASHER = passwordHasherFor('test');

export function signUp(app: SahelHeartsApp, input: SignUpAttempt) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: SITE_ORIGIN },
    payload: { password: TEST_PASSWORD, ...TEST_MEMBER, ...input },
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
 * Account e-mails go out after the answer (auth.ts, backgroundTasks), so this waits for it: up to
 * 30 s, as a background task on a machine busy with other work may wait that long for a core. */
export async function linkFromOutbox(db: Database, to: string, marker: string, waitMs = 30_000): Promise<string> {
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

/**
 * The cookie of a member made the way a person makes one: sign-up, then the link in the e-mail,
 * which signs them in (docs/decisions/0009-accounts.md). For tests whose subject includes what
 * sign-up leaves behind (the e-mails sent, for the export and the erasure).
 */
export async function memberThroughSignUp(app: SahelHeartsApp, db: Database, email: string): Promise<string> {
  await signUp(app, { email });
  return sessionCookieOf(await app.inject({ method: 'GET', url: await linkFromOutbox(db, email, '/verify-email') }));
}

/**
 * The cookie of a verified, signed-in member. The account is inserted as the demo seed inserts
 * one (a confirmed e-mail, the test-only password hash), then signs in through better-auth:
 * sign-up and its e-mail are the subject of their own tests (modules/auth), not of every test
 * that needs a member (docs/architecture.md, Tests).
 */
export async function signedInMember(app: SahelHeartsApp, db: Database, email: string, role: 'member' | 'admin' = 'member') {
  await insertVerifiedAccount(db, { email, password: TEST_PASSWORD, ...TEST_MEMBER, role }, TEST_HASHER);
  const cookie = sessionCookieOf(await signIn(app, email));
  // Admin routes open only with a second factor (route-access.ts): enrolled as the admin page does.
  if (role === 'admin') return (await adminEnrolment(app, email, cookie)).cookie;
  return cookie;
}

const enrolments = new Map<string, TwoFactorEnrolment>();

async function adminEnrolment(app: SahelHeartsApp, email: string, cookie: string): Promise<TwoFactorEnrolment> {
  const enrolment = await enrolTwoFactor(app, cookie);
  enrolments.set(email.toLowerCase(), enrolment);
  return enrolment;
}

/** A new session for an account made by signedInMember: with its TOTP code when it is an admin. */
export async function signInAgain(app: SahelHeartsApp, email: string): Promise<string> {
  const response = await signIn(app, email);
  const enrolment = enrolments.get(email.toLowerCase());
  if (!enrolment) return sessionCookieOf(response);
  return sessionCookieOf(await completeSignIn(app, response, await totpCode(enrolment.totpUri)));
}

/** Pays `plan` for the member through the sandbox provider: a checkout, then the sandbox completes it
 * and sends its signed webhook, as a real provider would. */
export async function payInSandbox(app: SahelHeartsApp, cookie: string, plan: 'basic' | 'premium' = 'basic'): Promise<void> {
  const headers = { cookie, origin: SITE_ORIGIN };
  const checkout = await app.inject({ method: 'POST', url: '/api/payments/checkout', headers, payload: { plan, provider: 'sandbox' } });
  expect(checkout.statusCode).toBe(200);
  const { sessionId } = checkout.json<{ sessionId: string }>();
  const paid = await app.inject({ method: 'POST', url: `/api/payments/sandbox/${sessionId}/complete`, headers });
  expect(paid.statusCode).toBe(200);
}

/** Signs up, verifies, signs in and pays the basic membership: the cookie of a subscriber. */
export async function subscribedMember(app: SahelHeartsApp, db: Database, email: string): Promise<string> {
  const cookie = await signedInMember(app, db, email);
  await payInSandbox(app, cookie);
  return cookie;
}
