// Sign-up and a reset request answer after the same work whether or not the address is a
// member's (docs/targets.md T5, same-work-for-any-address.ts): the statements each sends the database
// before its answer are compared, not timed, so the test holds on a machine of any speed and load.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/mail/outbox-mail-sender';
import { buildApp, type SahelHeartsApp } from '../../app';
import { loadConfig } from '../../config/env';
import { accounts, users, verifications } from '../../db/schema';
import { insertVerifiedAccount } from '../../seed/accounts';
import { signIn, signUp } from '../../test/accounts';
import { testDatabases, type TestDatabaseHandle } from '../../test/databases';
import { truncateAllTables } from '../../test/reset';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { logStatements, type StatementLog } from '../../test/statement-log';
import { messageTextsFor } from '../../i18n/message-texts';
import { passwordHasherFor } from './passwords';

const MEMBER_EMAIL = 'already.here@example.org';
/** The statements that write a member's rows; transaction control and reads are left out. */
const ROW_WRITES = /^insert into "(user|account)"/i;
const TOKEN_WRITES = /^insert into "verification"/i;

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
      language: 'fr',
    } as const;
    await insertVerifiedAccount(database.db, member, passwordHasherFor('test'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The request's answer and the statements sent before it; the e-mail after it has gone. */
  async function traced(send: () => Promise<LightMyRequestResponse>) {
    await app.backgroundTasks.settled();
    log.clear();
    beforeAnswer = undefined;
    const response = await send();
    await app.backgroundTasks.settled();
    return { answer: { status: response.statusCode, body: response.body }, before: beforeAnswer! };
  }

  it("a sign-up for a member's address writes the rows a new address writes before the same answer, and keeps none", async () => {
    const member = await traced(() => signUp(app, { email: MEMBER_EMAIL, displayName: 'Someone else' }));
    const newcomer = await traced(() => signUp(app, { email: 'new.here@example.org' }));

    expect(member.answer).toEqual({ status: 200, body: '{"status":true}' });
    expect(newcomer.answer).toEqual(member.answer);
    // Both looked the address up, hashed, and wrote a user row then its account, before answering.
    const writes = (statements: string[]) => statements.filter((statement) => ROW_WRITES.test(statement));
    expect(writes(newcomer.before)).toHaveLength(2);
    expect(writes(member.before)).toEqual(writes(newcomer.before));
    // The member's stand-in rows were rolled back: the member and the newcomer, nobody else.
    expect((await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort()).toEqual([
      MEMBER_EMAIL,
      'new.here@example.org',
    ]);
    expect(await database.db.select().from(accounts)).toHaveLength(2);
    // The member's own account is as it was: their password still signs them in.
    expect((await signIn(app, MEMBER_EMAIL)).statusCode).toBe(200);
  });

  it('tells the member someone used their address, in their language, where a new address gets its link', async () => {
    await signUp(app, { email: MEMBER_EMAIL });
    await signUp(app, { email: 'new.here@example.org' });
    await app.backgroundTasks.settled();

    const [notice, ...others] = await readOutbox(database.db, MEMBER_EMAIL);
    expect(others).toEqual([]);
    expect(notice?.subject).toBe(messageTextsFor('fr').mail.accountExists.subject);
    expect(notice?.text).toContain('Bonjour Here,');
    expect(notice?.text).toContain(`${SITE_ORIGIN}/sign-in`);
    const [link] = await readOutbox(database.db, 'new.here@example.org');
    expect(link?.subject).toBe(messageTextsFor('en').mail.verifyEmail.subject);
  });

  it('still refuses a known address with a bad body before anything is written', async () => {
    const refused = await traced(() => signUp(app, { email: MEMBER_EMAIL, displayName: '' }));
    expect(refused.answer.status).toBe(400);
    expect(refused.before.filter((statement) => ROW_WRITES.test(statement))).toEqual([]);
    const [member] = await database.db.select().from(users).where(eq(users.email, MEMBER_EMAIL));
    expect(member?.displayName).toBe('Here');
    expect(await readOutbox(database.db, MEMBER_EMAIL)).toEqual([]);
  });

  it("a reset request for an unknown address writes the token a member's address writes before the same answer, a decoy that names no one", async () => {
    const request = (email: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: SITE_ORIGIN },
        payload: { email, redirectTo: '/reset-password' },
      });
    const member = await traced(request(MEMBER_EMAIL));
    const stranger = await traced(request('not.here@example.org'));

    expect(member.answer.status).toBe(200);
    expect(stranger.answer).toEqual(member.answer);
    const writes = (statements: string[]) => statements.filter((statement) => TOKEN_WRITES.test(statement));
    expect(writes(member.before)).toHaveLength(1);
    expect(writes(stranger.before)).toEqual(writes(member.before));
    // The stranger's token is a decoy: it names no member, so no reset link can use it, and nobody
    // is mailed for it.
    const tokens = await database.db.select({ value: verifications.value }).from(verifications);
    const memberIds = (await database.db.select({ id: users.id }).from(users)).map((row) => row.id);
    expect(tokens.filter((token) => memberIds.includes(token.value))).toHaveLength(1);
    expect(tokens).toHaveLength(2);
    expect(await readOutbox(database.db, 'not.here@example.org')).toEqual([]);
  });
});
