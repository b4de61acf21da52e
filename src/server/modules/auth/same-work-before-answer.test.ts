// Sign-up and reset requests do the same work before they answer whether or not the address is a
// member's (targets.md T5): the statements each sends the database before its answer are counted,
// not timed, so the test holds on a machine of any speed and load. Waiting for a new member's rows
// (sign-up) or a member's reset token (reset) made one kind of address answer 4 to 28 ms slower.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/mail/outbox-mail-sender';
import { buildApp, type SahelHeartsApp } from '../../app';
import { loadConfig } from '../../config/env';
import { accounts, users, verifications } from '../../db/schema';
import { insertVerifiedAccount } from '../../seed/accounts';
import { signUp } from '../../test/accounts';
import { testDatabases, type TestDatabaseHandle } from '../../test/databases';
import { truncateAllTables } from '../../test/reset';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { logStatements, type StatementLog } from '../../test/statement-log';
import { passwordHasherFor } from './passwords';

const MEMBER_EMAIL = 'already.here@example.org';
const EXPIRED_TOKENS = /^delete from "verification" where "verification"\."expires_at" < /i;

describe.each(testDatabases())('the same work before the answer for any address on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  let app: SahelHeartsApp;
  let log: StatementLog;
  /** The statements sent before the answer of the request in progress: a copy taken as it is sent. */
  let beforeAnswer: string[] | undefined;

  beforeAll(async () => {
    database = await testDatabase.open();
    log = logStatements(database.db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, db: database.db, serveWebApp: false });
    app.addHook('onSend', async (_request, _reply, payload) => {
      beforeAnswer ??= [...log.statements];
      return payload;
    });
    await app.ready();
  });
  beforeEach(async () => {
    await truncateAllTables(database.db);
    const member = {
      email: MEMBER_EMAIL,
      password: TEST_PASSWORD,
      displayName: 'Here',
      role: 'member',
      dateOfBirth: '1990-04-12',
      language: 'en',
    } as const;
    await insertVerifiedAccount(database.db, member, passwordHasherFor('test'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The request's answer, the statements sent before it and those sent after it (the background's). */
  async function traced(send: () => Promise<LightMyRequestResponse>) {
    await app.backgroundTasks.settled();
    log.clear();
    beforeAnswer = undefined;
    const response = await send();
    await app.backgroundTasks.settled();
    const before = beforeAnswer!;
    return { answer: { status: response.statusCode, body: response.body }, before, after: log.statements.slice(before.length) };
  }

  it('answers a sign-up after the same statements for a member and a new address, and writes the new member after', async () => {
    const member = await traced(() => signUp(app, { email: MEMBER_EMAIL }));
    const newcomer = await traced(() => signUp(app, { email: 'new.here@example.org' }));

    expect(newcomer.answer).toEqual(member.answer);
    expect(member.answer).toEqual({ status: 200, body: '{"status":true}' });
    // The address is looked up before the answer, on both paths: a database that cannot be
    // reached is still a refusal, not an answer that promises an e-mail.
    expect(member.before.some((statement) => /^select .* from "user"/i.test(statement))).toBe(true);
    expect(newcomer.before).toEqual(member.before);
    // The new member's rows come after the answer, and are there.
    expect(newcomer.after.filter((statement) => /^insert into "(user|account)"/i.test(statement))).toHaveLength(2);
    const [created] = await database.db.select().from(users).where(eq(users.email, 'new.here@example.org'));
    expect(created).toBeDefined();
    expect(await database.db.select().from(accounts).where(eq(accounts.userId, created!.id))).toHaveLength(1);
    expect(await readOutbox(database.db, 'new.here@example.org')).toHaveLength(1);
  });

  it('answers a reset request after the same writes for a member and an unknown address, and writes the token after', async () => {
    const request = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: SITE_ORIGIN },
        payload: { email, redirectTo: '/reset-password' },
      });
    const member = await traced(() => request(MEMBER_EMAIL));
    const stranger = await traced(() => request('not.here@example.org'));

    expect(stranger.answer).toEqual(member.answer);
    expect(member.answer.status).toBe(200);
    // For an unknown address better-auth reads a made-up token where a member's request reads
    // their accounts: reads of a key or two either way. What must be the same is every write (a
    // commit waits for the disk), leaving out better-auth's clean-up of expired tokens, which the
    // first lookup of each minute runs whoever asks.
    const writes = (statements: string[]) =>
      statements.filter((statement) => !/^select\b/i.test(statement) && !EXPIRED_TOKENS.test(statement));
    expect(writes(member.before).length).toBeGreaterThan(0);
    expect(writes(stranger.before)).toEqual(writes(member.before));
    expect(member.after.filter((statement) => /^insert into "verification"/i.test(statement))).toHaveLength(1);
    expect(await database.db.select().from(verifications)).toHaveLength(1);
    expect(await readOutbox(database.db, MEMBER_EMAIL)).toHaveLength(1);
  });
});
