// Random and deeply nested bodies on every better-auth route we expose (visitor and member ones,
// as a signed-in member so that member routes reach better-auth), plus text no database column can
// hold (NUL, lone surrogates): bad input is always a 4xx with a code, never a 5xx (docs/targets.md T2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from './site';
import { createTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { createRandom, nestedJson, randomRequest } from './fuzz-bodies';

const ITERATIONS_PER_ROUTE = 60;
// Each fuzz test sends its requests one after another: CPU-bound work that a machine busy with
// other work (four CPU hogs in docs/benchmarks.md, C1) stretched past the usual 30 s.
const FUZZ_TIMEOUT_MS = 120_000;
const EMAIL = 'fuzzed@example.org';

/** A valid body per POST route under /api/auth: fuzzing mutates one or two of its fields. */
const AUTH_BODIES: Record<string, Record<string, unknown>> = {
  '/api/auth/sign-in/email': { email: EMAIL, password: TEST_PASSWORD },
  '/api/auth/sign-up/email': {
    email: 'new@example.org',
    password: TEST_PASSWORD,
    displayName: 'Amina',
    dateOfBirth: '1990-04-12',
    language: 'ar',
  },
  '/api/auth/request-password-reset': { email: EMAIL, redirectTo: '/reset-password' },
  '/api/auth/reset-password': { newPassword: 'a new long password', token: 'not-a-token' },
  '/api/auth/send-verification-email': { email: EMAIL },
  '/api/auth/change-password': { currentPassword: 'not the password', newPassword: 'a new long password' },
  '/api/auth/two-factor/enable': { password: TEST_PASSWORD },
  '/api/auth/two-factor/generate-backup-codes': { password: TEST_PASSWORD },
  '/api/auth/two-factor/verify-totp': { code: '123456', trustDevice: false },
  '/api/auth/two-factor/verify-backup-code': { code: 'abcde-fghij', trustDevice: false },
};

describe.each(testDatabases())('fuzzing the auth routes on $name', (testDatabase) => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '100000' });
    cookie = await signedInMember(testApp.app, testApp.database.db, EMAIL);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const send = (url: string, payload: string, address: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { origin: SITE_ORIGIN, cookie, 'content-type': contentType },
      payload,
      // A fresh address each time keeps the per-IP limits out of the way.
      remoteAddress: address,
    });

  it.each(Object.entries(AUTH_BODIES))(
    '%s never answers 5xx to random bodies',
    async (url, valid) => {
      const seed = Math.floor(Math.random() * 2 ** 32);
      const random = createRandom(seed);
      for (let iteration = 0; iteration < ITERATIONS_PER_ROUTE; iteration += 1) {
        const { payload, contentType } = randomRequest(random, valid);
        const response = await send(url, payload, `10.${random.int(256)}.${random.int(256)}.${random.int(256)}`, contentType);
        const context = `seed ${seed}, iteration ${iteration}, body ${payload.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().code, context).toBe('string');
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  // The two routes that end the member's sessions come last.
  it.each([...Object.keys(AUTH_BODIES), '/api/contact', '/api/page-views', '/api/auth/revoke-sessions', '/api/auth/sign-out'])(
    '%s refuses bodies nested 9 to 5,000 levels deep, NUL characters and lone surrogates with 400',
    async (url) => {
      let address = 0;
      const next = () => `10.99.${(address >> 8) & 255}.${(address += 1) & 255}`;
      for (const depth of [9, 64, 1_000, 5_000]) {
        const response = await send(url, `{"email":${nestedJson(depth)}}`, next());
        expect(response.statusCode, `depth ${depth}`).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      // Half an emoji included: stored as U+FFFD it would be text nobody wrote (validate.ts).
      for (const body of [
        { email: 'nul\u0000@example.org', password: TEST_PASSWORD },
        { ['e\u0000']: 1 },
        { a: [{ b: 'x\u0000' }] },
        { email: '\ud83d@example.org', password: TEST_PASSWORD },
        { token: 'a\udc42b', newPassword: 'x\ud83d' },
      ]) {
        const response = await send(url, JSON.stringify(body), next());
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    },
  );
});
