import { randomUUID } from 'node:crypto';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import {
  accounts,
  awayEmailStates,
  checkoutSessions,
  contactMessages,
  mailOutbox,
  paymentEvents,
  profiles,
  questionnaireAnswers,
  rateLimitBuckets,
  sessions,
  subscriptions,
  users,
  verifications,
} from '../../db/schema';
import { memberThroughSignUp, payInSandbox, signedInMember, signIn } from '../../test/accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { rowsAsText } from '../../test/rows-as-text';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { exportFileName } from './routes';
import { verificationCalls } from '../verification/test/fixtures';

const NEW_PASSWORD = 'a much longer sentence 2';
/** A complete profile (PUT /api/profile); the test adds text that names the member. */
const PROFILE = {
  displayName: 'Amina',
  gender: 'woman',
  seeking: 'men',
  ageMin: 25,
  ageMax: 40,
  heritageCountry: 'mali',
  residenceCountry: 'FR',
  city: 'Paris',
  religion: 'islam',
  practice: 'moderately',
  languages: ['fr', 'bm'],
  maritalHistory: 'never_married',
  childrenHave: 'none',
  childrenWant: 'yes',
  education: 'master',
  profession: '',
  interests: ['cooking'],
  openToRelocating: 'maybe',
  showReligion: false,
  showHeritage: false,
  showOnPublicPage: true,
};

/** Every row of every table of the schema, as Postgres prints it: a future table is scanned too. */
async function everyRowAsText(db: Database): Promise<{ table: string; row: string }[]> {
  const tables = Object.values(schema).flatMap((value: unknown) => (is(value, PgTable) ? [getTableName(value)] : []));
  const found: { table: string; row: string }[] = [];
  for (const table of tables) {
    for (const row of await rowsAsText(db, table)) found.push({ table, row });
  }
  return found;
}

describe.each(testDatabases())('the member account API on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const me = async (cookie: string) => (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const exportOf = (cookie?: string) => app().inject({ method: 'GET', url: '/api/account/export', headers: cookie ? { cookie } : {} });
  const deleteAccount = (cookie: string | undefined, payload: unknown) =>
    app().inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const authPost = (path: string, cookie: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: `/api/auth/${path}`, headers: { origin: SITE_ORIGIN, cookie }, payload });
  const userIdOf = async (cookie: string) => ((await me(cookie)) as { user: { id: string } }).user.id;

  /** More data about a member: a contact message (typed in capitals), a pending password reset (keyed
   * by token, the id in `value`), rate-limit buckets by e-mail and by id, and a provider event of a
   * type we do not use, unlinked but naming the e-mail in its payload (Stripe's customer.created). */
  async function seedMemberData(email: string, id: string) {
    await db().insert(contactMessages).values({ name: 'Amina', email: email.toUpperCase(), subject: 'Hi', message: 'Salaam' });
    await db()
      .insert(paymentEvents)
      .values({
        provider: 'stripe',
        eventId: `evt_customer_${randomUUID()}`,
        type: 'customer.created',
        payload: { type: 'customer.created', data: { object: { object: 'customer', email: email.toUpperCase() } } },
        occurredAt: new Date(),
      });
    const inAnHour = new Date(Date.now() + 3_600_000);
    await db()
      .insert(verifications)
      .values({ id: `v-${id}`, identifier: `reset-password:${randomUUID()}`, value: id, expiresAt: inAnHour });
    // Signing in already counted one by e-mail; these may exist too.
    await db()
      .insert(rateLimitBuckets)
      .values([
        { key: `POST /api/auth/request-password-reset|account:${email}`, hits: 1, resetsAt: inAnHour },
        { key: `POST /api/auth/change-password|member:${id}`, hits: 1, resetsAt: inAnHour },
      ])
      .onConflictDoNothing();
  }

  it('refuses visitors: 401 on export and delete', async () => {
    expect((await exportOf()).statusCode).toBe(401);
    const refused = await deleteAccount(undefined, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
  });

  it("exports the member's own data as a download, without hashes or tokens", async () => {
    const amina = await memberThroughSignUp(app(), db(), 'amina@example.org');
    const bakari = await memberThroughSignUp(app(), db(), 'bakari@example.org');
    await db().insert(contactMessages).values({ name: 'Amina', email: 'Amina@Example.org', subject: 'Hello', message: 'Salaam' });
    await db().insert(contactMessages).values({ name: 'Bakari', email: 'bakari@example.org', subject: 'Other', message: 'Jambo' });

    const response = await exportOf(amina);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(new Date())}"`);
    expect(exportFileName(new Date('2026-11-22T23:00:00Z'))).toBe('sahel-hearts-data-2026-11-22.json');

    const text = response.body;
    const data = JSON.parse(text);
    expect(data.user).toMatchObject({ email: 'amina@example.org', displayName: 'Amina', emailVerified: true, dateOfBirth: '1990-04-12' });
    expect(data.sessions).toHaveLength(1);
    expect(data.accounts).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Hello' })]);
    expect(data.emailsSent.length).toBeGreaterThan(0);
    expect(data.emailsSent.every((mail: { to: string }) => mail.to === 'amina@example.org')).toBe(true);

    // Nothing secret and nothing of Bakari's, whatever the keys are called.
    const [account] = await db().select({ password: accounts.password }).from(accounts).limit(1);
    const [session] = await db().select({ token: sessions.token }).from(sessions).limit(1);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain(account!.password!);
    expect(text).not.toContain(session!.token);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    expect(text).not.toContain(amina.split('=')[1]!.split('.')[0]!);
    expect(text).not.toContain('bakari');
    expect(text).not.toContain('Jambo');

    const bakariData = JSON.parse((await exportOf(bakari)).body);
    expect(bakariData.user.email).toBe('bakari@example.org');
    expect(JSON.stringify(bakariData)).not.toContain('amina');
  });

  it('changes the password: this session stays, the others end, the old password no longer signs in', async () => {
    const here = await signedInMember(app(), db(), 'amina@example.org');
    const elsewhere = (await signIn(app(), 'amina@example.org')).cookies.find((item) => item.name.endsWith('session_token'))!;
    const elsewhereCookie = `${elsewhere.name}=${elsewhere.value}`;
    expect((await me(elsewhereCookie)).isAuthenticated).toBe(true);

    const wrong = await authPost('change-password', here, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect((await me(elsewhereCookie)).isAuthenticated).toBe(true);

    const changed = await authPost('change-password', here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    // better-auth starts a fresh session for this browser and sets its cookie.
    const renewed = changed.cookies.find((item) => item.name.endsWith('session_token'))!;
    expect((await me(`${renewed.name}=${renewed.value}`)).isAuthenticated).toBe(true);
    expect((await me(elsewhereCookie)).isAuthenticated).toBe(false);
    expect((await signIn(app(), 'amina@example.org')).statusCode).toBe(401);
    expect((await signIn(app(), 'amina@example.org', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("signs out everywhere: every session of the member ends, another member's stays", async () => {
    const first = await signedInMember(app(), db(), 'amina@example.org');
    const second = (await signIn(app(), 'amina@example.org')).cookies.find((item) => item.name.endsWith('session_token'))!;
    const secondCookie = `${second.name}=${second.value}`;
    const bakari = await signedInMember(app(), db(), 'bakari@example.org');

    const response = await authPost('revoke-sessions', first, {});
    expect(response.statusCode).toBe(200);
    expect((await me(first)).isAuthenticated).toBe(false);
    expect((await me(secondCookie)).isAuthenticated).toBe(false);
    expect((await me(bakari)).isAuthenticated).toBe(true);
  });

  it('refuses a deletion with a wrong password and changes nothing', async () => {
    const amina = await signedInMember(app(), db(), 'amina@example.org');
    // The refused try is counted against the rate limit, on purpose, and the member was seen (the
    // away e-mails' last-seen time, docs/decisions/0025-away-notifications.md); everything else stays.
    const changing: string[] = [rateLimitBuckets, awayEmailStates].map(getTableName);
    const memberRows = async () => (await everyRowAsText(db())).filter(({ table }) => !changing.includes(table));
    const before = await memberRows();

    const wrong = await deleteAccount(amina, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const invalid = await deleteAccount(amina, { password: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');

    expect(await memberRows()).toEqual(before);
    expect((await me(amina)).isAuthenticated).toBe(true);
    expect((await signIn(app(), 'amina@example.org')).statusCode).toBe(200);
  });

  it('limits deletion tries to 10 an hour per member, not per IP', async () => {
    const amina = await signedInMember(app(), db(), 'amina@example.org');
    const bakari = await signedInMember(app(), db(), 'bakari@example.org');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await deleteAccount(amina, { password: `guess number ${attempt}` })).statusCode).toBe(403);
    }
    const limited = await deleteAccount(amina, { password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await signIn(app(), 'amina@example.org')).statusCode).toBe(200);
    // Same IP (every inject comes from 127.0.0.1), another member: not limited.
    expect((await deleteAccount(bakari, { password: 'a wrong guess' })).statusCode).toBe(403);
  });

  it("deletes the account: nothing in any table names the member any more, another member's rows remain", async () => {
    const amina = await memberThroughSignUp(app(), db(), 'amina@example.org');
    const bakari = await memberThroughSignUp(app(), db(), 'bakari@example.org');
    const aminaId = await userIdOf(amina);
    const bakariId = await userIdOf(bakari);
    await seedMemberData('amina@example.org', aminaId);
    await seedMemberData('bakari@example.org', bakariId);
    // A paid membership each: subscription, checkout and payment ledger rows.
    await payInSandbox(app(), amina);
    await payInSandbox(app(), bakari);
    // Questionnaire answers whose bio names the member's own e-mail: the row must go, not just the id.
    for (const [cookie, email] of [
      [amina, 'amina@example.org'],
      [bakari, 'bakari@example.org'],
    ] as const) {
      const saved = await app().inject({
        method: 'PUT',
        url: '/api/questionnaire',
        headers: { cookie },
        payload: { relationshipGoals: 'marriage', preferences: ['religion'], lifestyle: 'family_oriented', bio: `Write to ${email}` },
      });
      expect(saved.statusCode).toBe(200);
      // A profile too, its free text naming the member.
      const profile = await app().inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie },
        payload: { ...PROFILE, profession: `Reach me at ${email}` },
      });
      expect(profile.statusCode).toBe(200);
    }
    const mentions = (rows: { table: string; row: string }[], needle: string) =>
      rows.filter(({ row }) => row.toLowerCase().includes(needle.toLowerCase()));
    expect(mentions(await everyRowAsText(db()), aminaId).length).toBeGreaterThan(3);

    const response = await deleteAccount(amina, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    const cleared = response.cookies.find((item) => item.name.endsWith('session_token'));
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });

    const rows = await everyRowAsText(db());
    expect(mentions(rows, aminaId)).toEqual([]);
    // Her sandbox membership was cancelled at the "provider" before the erasure: the ledger keeps
    // the (pseudonymised) cancellation.
    const ledgerTypes = (await db().select({ type: paymentEvents.type, userId: paymentEvents.userId }).from(paymentEvents))
      .filter((entry) => entry.userId === null)
      .map((entry) => entry.type);
    expect(ledgerTypes).toContain('customer.subscription.deleted');
    expect(mentions(rows, 'amina@example.org')).toEqual([]);
    // Bakari keeps everything: user, session, account, message, mail, buckets, reset, membership,
    // questionnaire, profile, and when he was last seen.
    const tablesNamingBakari = new Set([...mentions(rows, bakariId), ...mentions(rows, 'bakari@example.org')].map(({ table }) => table));
    const expected = [
      users,
      sessions,
      accounts,
      contactMessages,
      mailOutbox,
      rateLimitBuckets,
      verifications,
      subscriptions,
      checkoutSessions,
      paymentEvents,
      questionnaireAnswers,
      profiles,
      awayEmailStates,
    ].map(getTableName);
    expect([...tablesNamingBakari].sort()).toEqual(expected.sort());

    expect((await me(amina)).isAuthenticated).toBe(false);
    expect((await me(bakari)).isAuthenticated).toBe(true);
    expect((await signIn(app(), 'amina@example.org')).statusCode).toBe(401);
  });

  it('deletes the identity verification with the account: its images, codes, texts and number, the view log pseudonymised', async () => {
    const amina = await signedInMember(app(), db(), 'amina@example.org');
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    await payInSandbox(app(), amina);
    const aminaId = await userIdOf(amina);
    const adminId = await userIdOf(admin);
    const phone = '+221771234567';
    const verification = verificationCalls(app(), db());
    expect((await verification.completeAllSteps(amina, phone)).json().status).toBe('approved');
    const [row] = await db().select().from(schema.identityVerifications);
    expect(await app().storage.get(row!.idDocumentKey!)).not.toBeNull();
    expect((await app().inject({ url: `/api/admin/verifications/${aminaId}/selfie`, headers: { cookie: admin } })).statusCode).toBe(200);

    const exported = JSON.parse((await exportOf(amina)).body);
    expect(exported.identityVerification).toEqual([
      expect.objectContaining({ status: 'approved', phoneNumber: '•••• 4567', hasIdDocument: true }),
    ]);
    expect(exported.textMessagesSent).toHaveLength(1);
    expect(exported.verificationImageViews).toEqual([expect.objectContaining({ kind: 'selfie' })]);
    expect(JSON.stringify(exported)).not.toContain(row!.idDocumentKey!);

    expect((await deleteAccount(amina, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await app().storage.get(row!.idDocumentKey!)).toBeNull();
    expect(await app().storage.get(row!.selfieKey!)).toBeNull();
    const rows = await everyRowAsText(db());
    expect(rows.filter(({ row: text }) => text.includes(aminaId) || text.includes(phone))).toEqual([]);
    // The view stays in the log, naming the admin only.
    const views = await db().select().from(schema.verificationImageViews);
    expect(views).toEqual([expect.objectContaining({ adminId, memberId: null, kind: 'selfie' })]);

    // And an admin's erasure removes the admin from the log.
    expect((await deleteAccount(admin, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await db().select().from(schema.verificationImageViews)).toEqual([expect.objectContaining({ adminId: null, memberId: null })]);
  });
});
