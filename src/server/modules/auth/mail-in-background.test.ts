// Account e-mails never hold up the answer (targets.md T5): sign-up mails only new addresses and
// reset only known ones, so an answer that waited for the mail server would say who is a member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, MailSender } from '../../adapters/mail';
import { buildApp, type SahelHeartsApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { SITE_ORIGIN, signUp } from '../../test/accounts';
import { testDatabases } from '../../test/databases';

const MAIL_DELAY_MS = 1500;

/** A mail server that takes MAIL_DELAY_MS per message, and remembers what it was given. */
function slowMailServer(): MailSender & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
      sent.push(message);
    },
  };
}

describe.each(testDatabases())('account e-mails in the background on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let app: SahelHeartsApp;
  const mail = slowMailServer();

  beforeAll(async () => {
    database = await testDatabase.open();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '1000' });
    app = await buildApp({ config, db: database.db, serveWebApp: false, mail });
    await app.ready();
  });
  afterAll(async () => {
    // Let the last slow sends finish before the database goes.
    await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
    await app.close();
    await database.close();
  });

  const timed = async (send: () => Promise<{ statusCode: number }>) => {
    const start = performance.now();
    const response = await send();
    expect(response.statusCode).toBe(200);
    return performance.now() - start;
  };

  it('answers sign-up and a reset request without waiting for the mail server, and still sends', async () => {
    const signUpMs = await timed(() => signUp(app, { email: 'new.member@example.org' }));
    const resetMs = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: SITE_ORIGIN },
        payload: { email: 'new.member@example.org', redirectTo: '/reset-password' },
      }),
    );
    expect(signUpMs).toBeLessThan(MAIL_DELAY_MS);
    expect(resetMs).toBeLessThan(MAIL_DELAY_MS);
    await expect.poll(() => mail.sent.map((message) => message.to), { timeout: 3 * MAIL_DELAY_MS }).toEqual([
      'new.member@example.org',
      'new.member@example.org',
    ]);
  });
});
