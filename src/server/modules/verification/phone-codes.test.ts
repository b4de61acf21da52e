// One-time phone codes (T4 in docs/targets.md): wrong, reused, expired and brute-forced codes are
// refused, sending is throttled per member and per number, the code is stored only as an HMAC,
// and the SMS is in the member's language.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneCodes, rateLimitBuckets, users } from '../../db/schema';
import { subscribedMember } from '../../test/accounts';
import { rowsAsText } from '../../test/rows-as-text';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { readSmsOutbox } from '../../adapters/sms/outbox-sms-sender';
import { SmsUnavailableError } from '../../adapters/sms/sms-sender';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { MAX_WRONG_ATTEMPTS } from './phone-codes';
import { verificationCalls } from './test/fixtures';

const PHONE = '+254712345678';

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDatabases())('phone codes on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const calls = () => verificationCalls(app(), db());
  /** Lets the member ask again at once: the one-a-minute window is not what these tests are about. */
  const forgetMinuteLimit = () =>
    db()
      .delete(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} like '% minute|%'`);

  it('refuses a wrong code with CODE_INCORRECT and accepts the right one after it', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    await calls().sendCode(cookie, PHONE);
    const code = await calls().codeSentTo(PHONE);
    const wrong = await calls().verifyCode(cookie, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INCORRECT');
    const [row] = await db().select().from(phoneCodes);
    expect(row!.attempts).toBe(1);
    expect((await calls().verifyCode(cookie, code)).json()).toMatchObject({ phoneVerified: true, phoneNumber: '•••• 5678' });
  });

  it('refuses malformed codes before looking at any: exactly six digits', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    for (const code of ['12345', '1234567', '12a456', ' 123456']) {
      const response = await calls().verifyCode(cookie, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await calls().sendCode(cookie, 'call me maybe')).json().code).toBe('VALIDATION_FAILED');
  });

  it('answers CODE_EXPIRED with no code, a used code, an expired code, and a code replaced by a newer one', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    expect((await calls().verifyCode(cookie, '123456')).json().code).toBe('CODE_EXPIRED');

    await calls().sendCode(cookie, PHONE);
    const used = await calls().codeSentTo(PHONE);
    expect((await calls().verifyCode(cookie, used)).statusCode).toBe(200);
    const reused = await calls().verifyCode(cookie, used);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('CODE_EXPIRED');

    await forgetMinuteLimit();
    await calls().sendCode(cookie, PHONE);
    const late = await calls().codeSentTo(PHONE);
    await db()
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${phoneCodes.consumedAt} is null`);
    expect((await calls().verifyCode(cookie, late)).json().code).toBe('CODE_EXPIRED');

    await forgetMinuteLimit();
    await calls().sendCode(cookie, PHONE);
    const replaced = await calls().codeSentTo(PHONE);
    await forgetMinuteLimit();
    await calls().sendCode(cookie, PHONE);
    const newest = await calls().codeSentTo(PHONE);
    if (replaced !== newest) expect((await calls().verifyCode(cookie, replaced)).json().code).toBe('CODE_INCORRECT');
    expect((await calls().verifyCode(cookie, newest)).statusCode).toBe(200);
  });

  it(`kills a code after ${MAX_WRONG_ATTEMPTS} wrong tries: the next is refused even when right`, async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    await calls().sendCode(cookie, PHONE);
    const code = await calls().codeSentTo(PHONE);
    // Guessed in parallel, as a script would: the count still stops at the limit.
    const guesses = await Promise.all(Array.from({ length: MAX_WRONG_ATTEMPTS + 2 }, () => calls().verifyCode(cookie, otherThan(code))));
    const codes = guesses.map((response) => response.json().code).sort();
    expect(codes.filter((answer) => answer === 'CODE_INCORRECT')).toHaveLength(MAX_WRONG_ATTEMPTS);
    expect(codes.filter((answer) => answer === 'RATE_LIMITED')).toHaveLength(2);
    const right = await calls().verifyCode(cookie, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    const [row] = await db().select().from(phoneCodes);
    expect(row).toMatchObject({ attempts: MAX_WRONG_ATTEMPTS, consumedAt: null });
    expect((await calls().status(cookie)).json().phoneVerified).toBe(false);
  });

  it('throttles sending: once a minute and five an hour per member, five an hour per number', async () => {
    const hawa = await subscribedMember(app(), db(), 'hawa@example.org');
    expect((await calls().sendCode(hawa, PHONE)).statusCode).toBe(200);
    const soon = await calls().sendCode(hawa, PHONE);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(soon.json().details.retryAfterSeconds).toBeGreaterThan(50);
    expect(soon.json().details.retryAfterSeconds).toBeLessThanOrEqual(60);
    for (let send = 2; send <= 5; send += 1) {
      await forgetMinuteLimit();
      expect((await calls().sendCode(hawa, `+25471234560${send}`)).statusCode).toBe(200);
    }
    await forgetMinuteLimit();
    const sixth = await calls().sendCode(hawa, '+254712345609');
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect(sixth.json().details.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await readSmsOutbox(db(), '+254712345609')).toEqual([]);

    // Per number: other members asking for the same number, whoever they are.
    for (let member = 1; member <= 4; member += 1) {
      const cookie = await subscribedMember(app(), db(), `member${member}@example.org`);
      expect((await calls().sendCode(cookie, PHONE)).statusCode).toBe(200);
    }
    const bakari = await subscribedMember(app(), db(), 'bakari@example.org');
    expect((await calls().sendCode(bakari, PHONE)).json().code).toBe('RATE_LIMITED');
    // His refused request counted as his one this minute.
    await forgetMinuteLimit();
    expect((await calls().sendCode(bakari, '+254700000001')).statusCode).toBe(200);
    expect(await readSmsOutbox(db(), PHONE)).toHaveLength(5);
  });

  it('stores the code only as an HMAC, bound to the member and the number', async () => {
    const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
    await calls().sendCode(cookie, PHONE);
    const code = await calls().codeSentTo(PHONE);
    const rows = await rowsAsText(db(), 'phone_code');
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toContain(code);
    const [row] = await db().select().from(phoneCodes);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.phoneNumber).toBe(PHONE);
  });

  it("sends the SMS in the member's language", async () => {
    const expectations = {
      fr: 'Sahel Hearts. Valable 10 minutes',
      ar: 'هو رمزك',
      sw: 'ni msimbo wako',
      am: 'ኮድዎ ነው',
      en: 'is your Sahel Hearts code',
    };
    let index = 0;
    for (const [language, words] of Object.entries(expectations)) {
      index += 1;
      const email = `member-${language}@example.org`;
      const cookie = await subscribedMember(app(), db(), email);
      await db().update(users).set({ language }).where(eq(users.email, email));
      const phone = `+2547000000${index}0`;
      expect((await calls().sendCode(cookie, phone)).statusCode).toBe(200);
      const [message] = await readSmsOutbox(db(), phone);
      expect(message!.text, language).toContain(words);
      expect(message!.text).toMatch(/^\d{6} /);
    }
  });

  it('answers 503 SMS_PROVIDER_UNAVAILABLE when the SMS provider fails, and the member may ask again', async () => {
    const failing = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_HOUR: '1000' }),
      db: db(),
      serveWebApp: false,
      sms: { send: () => Promise.reject(new SmsUnavailableError('Twilio answered 500')) },
    });
    try {
      const cookie = await subscribedMember(app(), db(), 'hawa@example.org');
      const response = await verificationCalls(failing, db()).sendCode(cookie, PHONE);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SMS_PROVIDER_UNAVAILABLE');
      await forgetMinuteLimit();
      expect((await calls().sendCode(cookie, PHONE)).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
