import { describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema';
import { buildTestApp, useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { normalizeReferrerHost } from './service';

describe('normalizeReferrerHost', () => {
  it.each([
    ['www.Google.com', 'www.google.com'],
    [' localhost:5173 ', 'localhost:5173'],
    ['https://example.com/search?q=sahel', null],
    ['example.com/path', null],
    ['not a host', null],
    ['', null],
    [undefined, null],
  ])('keeps %j as %j', (input, expected) => {
    expect(normalizeReferrerHost(input)).toBe(expected);
  });
});

describe.each(testDatabases())('POST /api/page-views on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  const post = (payload: unknown, remoteAddress = '192.0.2.1') =>
    testAppRef.current.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: payload as object,
      remoteAddress,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Fuzzy/1.0' },
    });

  it('stores the path, language and referring host, and nothing that identifies the visitor', async () => {
    const response = await post({ path: '/events', language: 'sw', referrerHost: 'WWW.Example.com' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await testAppRef.current.database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['id', 'language', 'path', 'referrerHost', 'viewedAt']);
    expect(rows[0]).toMatchObject({ path: '/events', language: 'sw', referrerHost: 'www.example.com' });
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2\.1|Mozilla/);
  });

  it('stores no referrer when none or a full URL is given', async () => {
    expect((await post({ path: '/', language: 'en' })).statusCode).toBe(204);
    expect((await post({ path: '/about', language: 'ar', referrerHost: 'https://x.example/?q=me' })).statusCode).toBe(204);
    const rows = await testAppRef.current.database.db.select().from(pageViews);
    expect(rows.map((row) => row.referrerHost)).toEqual([null, null]);
  });

  it.each([
    ['path', { path: '/events?utm_source=mail', language: 'en' }],
    ['path', { path: '/contact#form', language: 'en' }],
    ['path', { path: 'events', language: 'en' }],
    ['path', { path: `/${'a'.repeat(400)}`, language: 'en' }],
    ['path', { language: 'en' }],
    ['language', { path: '/', language: 'de' }],
    ['referrerHost', { path: '/', language: 'en', referrerHost: 42 }],
  ])('refuses a bad %s with 400 and stores nothing', async (field, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.map((problem: { path: string }) => problem.path)).toEqual([field]);
    expect(await testAppRef.current.database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('limits one address to 120 a minute', async () => {
    // Refused bodies still count, and store nothing, which keeps this quick.
    for (let index = 0; index < 120; index += 1) {
      expect((await post({}, '192.0.2.99')).statusCode).toBe(400);
    }
    const limited = await post({ path: '/', language: 'en' }, '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('takes its allowance from PAGE_VIEW_RATE_LIMIT_PER_MINUTE', async () => {
    const limitedApp = await buildTestApp(testAppRef.current.database, { PAGE_VIEW_RATE_LIMIT_PER_MINUTE: '2' });
    const send = () =>
      limitedApp.inject({ method: 'POST', url: '/api/page-views', payload: { path: '/', language: 'en' }, remoteAddress: '192.0.2.50' });
    try {
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limitedApp.close();
    }
  });
});
