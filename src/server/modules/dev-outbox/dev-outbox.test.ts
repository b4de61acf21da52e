import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app';
import { signUp } from '../../test/accounts';
import { testDatabases } from '../../test/databases';
import { smsOutbox } from '../../db/schema';
import { PRODUCTION } from '../../config/test/problems-of';

describe.each(testDatabases())('GET /api/dev/outbox on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);

  it('lists the e-mails the outbox holds for an address, newest first, without caching', async () => {
    const { app } = testAppRef.current;
    expect((await signUp(app, { email: 'Hawa@Example.com' })).statusCode).toBe(200);
    expect((await signUp(app, { email: 'someone-else@example.com' })).statusCode).toBe(200);
    // Sign-up mails go out after the answer (modules/auth/auth.ts, backgroundTasks).
    await app.backgroundTasks.settled();

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

  it('lists the text messages of the SMS outbox, newest first, without caching', async () => {
    const { app, database } = testAppRef.current;
    await database.db.insert(smsOutbox).values([
      { to: '+221771234567', text: '111111 is your Sahel Hearts code.' },
      { to: '+254712345678', text: '222222 is your Sahel Hearts code.' },
    ]);
    const response = await app.inject({ url: '/api/dev/sms-outbox?limit=5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = response.json();
    expect(messages.map((m: { to: string; text: string }) => [m.to, m.text.slice(0, 6)])).toEqual([
      ['+254712345678', '222222'],
      ['+221771234567', '111111'],
    ]);
    expect(messages[0]).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String) });
    const one = await app.inject({ url: `/api/dev/sms-outbox?to=${encodeURIComponent('+221771234567')}` });
    expect(one.json().messages.map((m: { to: string }) => m.to)).toEqual(['+221771234567']);
    expect((await app.inject({ url: '/api/dev/sms-outbox?limit=0' })).statusCode).toBe(400);
  });

  it('refuses a bad limit with a clear 400', async () => {
    const response = await testAppRef.current.app.inject({ url: '/api/dev/outbox?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('does not exist in production, nor when real mail is configured', async () => {
    const production = await buildTestApp(testAppRef.current.database, {
      ...PRODUCTION,
    });
    expect((await production.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await production.inject({ url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    await production.close();
    const smtp = await buildTestApp(testAppRef.current.database, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await smtp.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    await smtp.close();
  });
});
