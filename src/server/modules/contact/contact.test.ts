import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const validMessage = {
  name: 'Amina Hassan',
  email: 'amina@example.com',
  subject: 'Hookah night in Minneapolis',
  message: 'Is the Friday gathering open to new members?',
};

describe.each(testDatabases())('POST /api/contact on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { CONTACT_RATE_LIMIT_PER_HOUR: '1000' });

  const post = (payload: unknown) => testAppRef.current.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  const storedCount = async () => (await testAppRef.current.database.db.select({ value: count() }).from(contactMessages))[0]?.value ?? 0;

  it('stores the message trimmed and answers 201 with its id', async () => {
    const response = await post({
      name: '  Amina Hassan ',
      email: ' amina@example.com\n',
      subject: '\tHookah night in Minneapolis ',
      message: '  Is the Friday gathering open to new members?  ',
      language: 'fr',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.receivedAt))).toBe(false);
    const rows = await testAppRef.current.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...validMessage, id: body.id, language: 'fr', status: 'new', priority: false, memberId: null });
  });

  it('remembers English when no language is given', async () => {
    expect((await post(validMessage)).statusCode).toBe(201);
    const [row] = await testAppRef.current.database.db.select().from(contactMessages);
    expect(row?.language).toBe('en');
  });

  const refusals: Array<[string, Record<string, unknown>]> = [
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: 42 }],
    ['name', { name: 'n'.repeat(121) }],
    ['email', { email: undefined }],
    ['email', { email: '' }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'amina@' }],
    ['subject', { subject: undefined }],
    ['subject', { subject: ' \n ' }],
    ['message', { message: undefined }],
    ['message', { message: '' }],
    ['message', { message: 'm'.repeat(5001) }],
    ['message', { message: 'hello\u0000world' }],
    ['language', { language: 'de' }],
  ];

  it.each(refusals)('refuses a missing, blank or invalid %s with 400 naming it and stores nothing', async (field, change) => {
    const response = await post({ ...validMessage, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields.map((problem: { path: string }) => problem.path)).toEqual([field]);
    expect(await storedCount()).toBe(0);
  });

  it('names every bad field at once', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.fields.map((problem: { path: string }) => problem.path);
    expect(paths.sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it.each([
    ['__proto__', `{"__proto__":{"admin":true},"name":"A","email":"a@example.com","subject":"s","message":"m"}`],
    [
      'constructor.prototype',
      `{"constructor":{"prototype":{"admin":true}},"name":"A","email":"a@example.com","subject":"s","message":"m"}`,
    ],
    ['a JSON array', `[1,2,3]`],
    ['a JSON string', `"hello"`],
    ['null', `null`],
  ])('refuses %s with a 4xx and stores nothing', async (_label, payload) => {
    const response = await testAppRef.current.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await storedCount()).toBe(0);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a huge body with 413 and a long field with 400, never 5xx', async () => {
    const huge = await post({ ...validMessage, message: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const long = await post({ ...validMessage, subject: 'é'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a form-encoded body rather than guessing', async () => {
    const response = await testAppRef.current.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&email=a%40example.com&subject=s&message=m',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await storedCount()).toBe(0);
  });

  it('answers 429 RATE_LIMITED once an address has sent its hourly allowance', async () => {
    // A second app over the same database, with an allowance small enough to reach.
    const limitedApp = await buildTestApp(testAppRef.current.database, { CONTACT_RATE_LIMIT_PER_HOUR: '2' });
    const send = (remoteAddress: string) =>
      limitedApp.inject({ method: 'POST', url: '/api/contact', payload: validMessage, remoteAddress });
    try {
      expect((await send('203.0.113.7')).statusCode).toBe(201);
      expect((await send('203.0.113.7')).statusCode).toBe(201);
      const limited = await send('203.0.113.7');
      expect(limited.statusCode).toBe(429);
      const body = limited.json();
      expect(body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
      expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await send('198.51.100.20')).statusCode).toBe(201);
      expect(await storedCount()).toBe(3);
    } finally {
      await limitedApp.close();
    }
  });
});
