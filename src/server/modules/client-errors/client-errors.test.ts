import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_BODY_LIMIT } from '../../../shared/contracts/client-errors';
import { clientErrors } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const report = {
  message: "Cannot read properties of undefined (reading 'name')",
  stack: 'TypeError: Cannot read properties of undefined\n    at ProfileCard (profile-card.tsx:12:7)',
  componentStack: '\n    at ProfileCard\n    at ProfilesPage',
  timestamp: '2026-03-10T18:22:05.120Z',
  userAgent: 'Mozilla/5.0 (Linux; Android 13)',
  url: 'https://sahelhearts.com/profiles',
  boundary: 'profiles-page',
};

describe.each(testDatabases())('POST /api/client-errors on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  const post = (payload: unknown, remoteAddress = '192.0.2.1') =>
    testAppRef.current.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress });
  const storedRows = () => testAppRef.current.database.db.select().from(clientErrors);

  it('stores the report and answers 204', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(204);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    const { timestamp, ...stored } = report;
    expect(rows[0]).toMatchObject({ ...stored, occurredAt: timestamp });
  });

  it('stores a report without the optional stacks', async () => {
    const { stack: _stack, componentStack: _componentStack, ...minimal } = report;
    expect((await post(minimal)).statusCode).toBe(204);
    expect((await storedRows())[0]).toMatchObject({ stack: null, componentStack: null });
  });

  it(`refuses a body over ${CLIENT_ERROR_BODY_LIMIT} bytes with 413 PAYLOAD_TOO_LARGE`, async () => {
    const response = await post({ ...report, stack: 's'.repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedRows()).toHaveLength(0);
  });

  it.each([
    ['message', { message: undefined }],
    ['boundary', { boundary: 'b'.repeat(101) }],
    ['url', { url: null }],
    ['stack', { stack: 'x'.repeat(8001) }],
    ['timestamp', { timestamp: 1710094925120 }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const response = await post({ ...report, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.map((problem: { path: string }) => problem.path)).toEqual([field]);
    expect(await storedRows()).toHaveLength(0);
  });

  it('limits one address to 30 a minute', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await post({}, '192.0.2.77')).statusCode).toBe(400);
    }
    const limited = await post(report, '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await storedRows()).toHaveLength(0);
  });
});
