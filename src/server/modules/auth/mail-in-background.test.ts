// Account e-mails never hold up the answer (docs/targets.md T5): sign-up mails only new addresses and
// reset only known ones, so an answer that waited for the mail server would say who is a member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, MailSender } from '../../adapters/mail';
import { buildApp, type SahelHeartsApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { signUp } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { testDatabases } from '../../test/databases';

/**
 * A mail server that holds every message until the test lets it go. An answer that waited for
 * it would never come, so the test shows the order of events without timing anything.
 */
function heldMailServer(): MailSender & { started: MailMessage[]; sent: MailMessage[]; release(): void } {
  const started: MailMessage[] = [];
  const sent: MailMessage[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    started,
    sent,
    release,
    async send(message) {
      started.push(message);
      await released;
      sent.push(message);
    },
  };
}

describe.each(testDatabases())('account e-mails in the background on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let app: SahelHeartsApp;
  const mail = heldMailServer();

  beforeAll(async () => {
    database = await testDatabase.open();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '1000' });
    app = await buildApp({ config, db: database.db, serveWebApp: false, mail });
    await app.ready();
  });
  afterAll(async () => {
    mail.release();
    await app.close();
    await database.close();
  });

  it('answers sign-up and a reset request without waiting for the mail server, and still sends', async () => {
    expect((await signUp(app, { email: 'new.member@example.org' })).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: SITE_ORIGIN },
      payload: { email: 'new.member@example.org', redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    // Both answers came while their e-mails were still with the mail server.
    await expect.poll(() => mail.started.length).toBe(2);
    expect(mail.sent).toEqual([]);
    mail.release();
    await app.backgroundTasks.settled();
    expect(mail.sent.map((message) => message.to)).toEqual(['new.member@example.org', 'new.member@example.org']);
  });
});
