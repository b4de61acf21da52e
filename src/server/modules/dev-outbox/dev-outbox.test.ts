import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app';
import { signUp } from '../../test/accounts';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases())('GET /api/dev/outbox on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  it('lists the e-mails the outbox holds for an address, newest first, without caching', async () => {
    const { app } = testAppRef.current;
    expect((await signUp(app, { email: 'Hawa@Example.com' })).statusCode).toBe(200);
    await signUp(app, { email: 'someone-else@example.com' });

    const response = await app.inject({ url: '/api/dev/outbox?to=hawa@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = response.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'hawa@example.com' });
    expect(messages[0].text).toContain('/api/auth/verify-email?token=');

    const all = await app.inject({ url: '/api/dev/outbox?limit=5' });
    expect(all.json().messages.map((m: { to: string }) => m.to)).toEqual(['someone-else@example.com', 'hawa@example.com']);
  });

  it('refuses a bad limit with a clear 400', async () => {
    const response = await testAppRef.current.app.inject({ url: '/api/dev/outbox?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('does not exist in production, nor when real mail is configured', async () => {
    const production = await buildTestApp(testAppRef.current.database, {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
    });
    expect((await production.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    await production.close();
    const smtp = await buildTestApp(testAppRef.current.database, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await smtp.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    await smtp.close();
  });
});
