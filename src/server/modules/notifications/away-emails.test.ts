// The away e-mails (docs/decisions/0025-away-notifications.md): who gets one, when, what it says
// (counts and names, never what anyone wrote) and in which language; one per member however many
// servers run the job; the switch in /account, its access and its place in the data export.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { AWAY_EMAILS } from '../../../shared/contracts/account-notifications';
import { readOutbox } from '../../adapters/mail/outbox-mail-sender';
import type { MailMessage, MailSender } from '../../adapters/mail';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { awayEmailStates, blocks, conversationMarks, matches, memberRestrictions, messages, profiles, users } from '../../db/schema';
import { messageTextsFor } from '../../i18n/message-texts';
import { useTestApp } from '../../test/app';
import { testLog } from '../../test/logs';
import { InProcessJobQueue } from '../../adapters/job-queue';
import { matchedPair, matchMembers, sentMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { announceToAwayMembers } from './away-emails';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** `minutes` from the real clock: messages sent through the API carry the real time. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS);
const SECRET = 'Meet me at the Lake Street mosque at six, my number is 612 555 0199';

function recordingMail(): MailSender & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

describe.each(testDatabases())('the away e-mails on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, {
    AUTH_RATE_LIMIT_PER_HOUR: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000',
    PUBLIC_ORIGIN: 'https://sahelhearts.example',
  });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const run = (now: Date) => app().awayEmails.run(now);
  const outbox = (email: string) => readOutbox(db(), email);

  const member = (email: string, displayName: string, man = false) =>
    signedInDiscoveryMember(app(), db(), { email, displayName, ...(man ? { profile: MAN, dateOfBirth: yearsAgo(32) } : {}) });
  /** Hawa (a woman) matched with Idris (a man): both likes at once, so the match is news to neither. */
  const idrisAndHawa = async () => {
    const pair = await matchedPair(app(), db(), {
      man: { email: 'idris@example.org', displayName: 'Idris' },
      woman: { email: 'hawa@example.org', displayName: 'Hawa' },
    });
    return { idris: pair.man, hawa: pair.woman, conversationId: pair.conversationId };
  };
  const send = (cookie: string, conversationId: number, body: string) => sentMessage(app(), cookie, conversationId, body);
  const setLanguage = (id: string, language: string) => db().update(users).set({ language }).where(eq(users.id, id));
  const stateOf = async (id: string) => (await db().select().from(awayEmailStates).where(eq(awayEmailStates.userId, id)))[0];

  describe('the job', () => {
    it('e-mails an away member once, in their language, with counts and names and no message text', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      await setLanguage(hawa.id, 'fr');
      await send(idris.cookie, conversationId, SECRET);
      await send(idris.cookie, conversationId, 'Are you there?');

      expect(await run(inMinutes(5))).toEqual({ sent: 0, failed: 0 });
      expect(await run(inMinutes(20))).toEqual({ sent: 1, failed: 0 });
      const [mail] = await outbox('hawa@example.org');
      const french = messageTextsFor('fr').notifications.away;
      expect(mail!.subject).toBe(french.subject);
      expect(mail!.text).toContain('Bonjour Hawa,');
      expect(mail!.text).toContain('- 2 nouveaux messages envoyés par \u2068Idris\u2069');
      expect(mail!.text).toContain('https://sahelhearts.example/messages');
      expect(mail!.text).toContain('https://sahelhearts.example/account');
      expect(mail!.text).not.toContain('/matches');
      expect(mail!.html).toContain('<div lang="fr" dir="ltr">');
      for (const part of [mail!.text, mail!.html, mail!.subject]) {
        expect(part).not.toContain('Lake Street');
        expect(part).not.toContain('Are you there');
      }
      // The sender is told nothing about his own messages.
      expect(await outbox('idris@example.org')).toEqual([]);
    });

    it('sends nothing more within four hours, and then only what is new', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      await send(idris.cookie, conversationId, 'Salaam Hawa');
      const first = inMinutes(20);
      expect((await run(first)).sent).toBe(1);
      expect((await stateOf(hawa.id))?.lastSentAt).toEqual(first);

      // A message after the e-mail waits for the next window.
      const later = new Date(first.getTime() + HOUR_MS);
      await db()
        .insert(messages)
        .values({ matchId: conversationId, senderId: idris.id, clientId: randomUUID(), body: 'Still there?', createdAt: later });
      expect((await run(new Date(first.getTime() + 2 * HOUR_MS))).sent).toBe(0);
      expect((await run(new Date(first.getTime() + AWAY_EMAILS.atMostEveryHours * HOUR_MS - MINUTE_MS))).sent).toBe(0);
      const due = new Date(first.getTime() + AWAY_EMAILS.atMostEveryHours * HOUR_MS);
      expect((await run(due)).sent).toBe(1);
      const [second] = await outbox('hawa@example.org');
      expect(second!.text).toContain('- 1 new message from \u2068Idris\u2069');

      // Nothing new since: nothing, however long she stays away.
      expect((await run(new Date(due.getTime() + 5 * HOUR_MS))).sent).toBe(0);
      expect(await outbox('hawa@example.org')).toHaveLength(2);
    });

    it('says nothing to a member who is online, nor later about what arrived while they were', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      await send(idris.cookie, conversationId, 'Salaam Hawa');
      // Hawa opens a page after the message: she is here, and saw her unread count on her tabs.
      const unread = await app().inject({ method: 'GET', url: '/api/me/badges', headers: { cookie: hawa.cookie } });
      expect(unread.statusCode).toBe(200);
      expect((await run(inMinutes(10))).sent).toBe(0);
      expect((await run(inMinutes(30))).sent).toBe(0);
      expect((await stateOf(hawa.id))?.lastSeenAt).toBeInstanceOf(Date);
      expect(await outbox('hawa@example.org')).toEqual([]);
    });

    it('counts a member with the live socket open as present', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      const socket = await app().injectWS('/api/live', { headers: { cookie: hawa.cookie, origin: SITE_ORIGIN } });
      await send(idris.cookie, conversationId, 'Salaam Hawa');
      expect((await run(inMinutes(20))).sent).toBe(0);
      socket.terminate();
      // The server has seen it close (the hub forgets it on the same event).
      await vi.waitFor(() => expect(app().live.size).toBe(0));
      // Once the socket is closed, the next message is news when she has been away long enough.
      await db()
        .insert(messages)
        .values({ matchId: conversationId, senderId: idris.id, clientId: randomUUID(), body: 'Hello?', createdAt: inMinutes(25) });
      expect((await run(inMinutes(30))).sent).toBe(0);
      expect((await run(inMinutes(45))).sent).toBe(1);
      expect((await outbox('hawa@example.org'))[0]!.text).toContain('1 new message from');
    });

    it('sends nothing to a member who turned the e-mails off', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      const off = await app().inject({
        method: 'PUT',
        url: '/api/account/notifications',
        headers: { cookie: hawa.cookie },
        payload: { awayEmails: false },
      });
      expect(off.json()).toEqual({ awayEmails: false });
      await send(idris.cookie, conversationId, 'Salaam Hawa');
      expect((await run(inMinutes(20))).sent).toBe(0);
      expect(await outbox('hawa@example.org')).toEqual([]);
    });

    it('announces a new match to the member who liked first, not to the one who made it', async () => {
      const idris = await member('idris@example.org', 'Idris', true);
      const hawa = await member('hawa@example.org', 'Hawa');
      await setLanguage(hawa.id, 'ar');
      await matchMembers(db(), hawa.id, idris.id, { one: inMinutes(-60), other: new Date() });
      expect(await run(inMinutes(20))).toEqual({ sent: 1, failed: 0 });
      const [mail] = await outbox('hawa@example.org');
      const arabic = messageTextsFor('ar').notifications.away;
      expect(mail!.subject).toBe(arabic.subject);
      expect(mail!.text).toContain(`- ${arabic.matches_one}`);
      expect(mail!.text).toContain('https://sahelhearts.example/matches');
      expect(mail!.text).not.toContain('/messages');
      expect(mail!.html).toContain('<div lang="ar" dir="rtl">');
      expect(await outbox('idris@example.org')).toEqual([]);
    });

    it('counts only unread messages of conversations that stand, between members in good standing', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      const read = await send(idris.cookie, conversationId, 'Salaam Hawa');
      await db()
        .insert(conversationMarks)
        .values({ matchId: conversationId, memberId: hawa.id, deliveredUpTo: read.id, readUpTo: read.id });
      expect((await run(inMinutes(20))).sent).toBe(0);

      await send(idris.cookie, conversationId, 'Did you see the photos?');
      // Suspended, she hears nothing; and nothing from him while he is.
      await db()
        .insert(memberRestrictions)
        .values({ userId: hawa.id, kind: 'suspended', until: inMinutes(60 * 24), reason: 'test' });
      expect((await run(inMinutes(20))).sent).toBe(0);
      await db().delete(memberRestrictions);
      await db().insert(memberRestrictions).values({ userId: idris.id, kind: 'banned', reason: 'test' });
      expect((await run(inMinutes(20))).sent).toBe(0);
      await db().delete(memberRestrictions);
      // Blocked, or ended: nothing.
      await db().insert(blocks).values({ blockerId: hawa.id, blockedId: idris.id });
      expect((await run(inMinutes(20))).sent).toBe(0);
      await db().delete(blocks);
      await db().delete(matches).where(eq(matches.id, conversationId));
      expect((await run(inMinutes(20))).sent).toBe(0);
      expect(await outbox('hawa@example.org')).toEqual([]);
    });

    it('sends one e-mail when two servers run at the same moment', async () => {
      const { idris, conversationId } = await idrisAndHawa();
      await send(idris.cookie, conversationId, 'Salaam Hawa');
      const now = inMinutes(20);
      const one = recordingMail();
      const other = recordingMail();
      const publicOrigin = 'https://sahelhearts.example';
      const results = await Promise.all([
        announceToAwayMembers(db(), one, { now, publicOrigin }),
        announceToAwayMembers(db(), other, { now, publicOrigin }),
        run(now),
      ]);
      expect(results.reduce((total, result) => total + result.sent, 0)).toBe(1);
      expect(one.sent.length + other.sent.length + (await outbox('hawa@example.org')).length).toBe(1);
    });

    it('gives the member back to the next run when the e-mail cannot be sent', async () => {
      const { idris, hawa, conversationId } = await idrisAndHawa();
      await send(idris.cookie, conversationId, 'Salaam Hawa');
      const now = inMinutes(20);
      const broken: MailSender = {
        send: async () => {
          throw new Error('SMTP is down');
        },
      };
      const publicOrigin = 'https://sahelhearts.example';
      expect(await announceToAwayMembers(db(), broken, { now, publicOrigin })).toEqual({ sent: 0, failed: 1 });
      expect((await stateOf(hawa.id))?.lastSentAt).toBeNull();
      const working = recordingMail();
      expect(await announceToAwayMembers(db(), working, { now: inMinutes(25), publicOrigin })).toEqual({ sent: 1, failed: 0 });
      expect(working.sent[0]!.to).toBe('hawa@example.org');
    });
  });

  describe('the switch in the account API', () => {
    const settings = (cookie: string | undefined, method: 'GET' | 'PUT' = 'GET', payload?: unknown, origin = SITE_ORIGIN) =>
      app().inject({
        method,
        url: '/api/account/notifications',
        headers: { origin, ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    it('refuses visitors', async () => {
      for (const response of [await settings(undefined), await settings(undefined, 'PUT', { awayEmails: false })]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('is on by default, and the member turns it off and on again', async () => {
      const hawa = await member('hawa@example.org', 'Hawa');
      const read = await settings(hawa.cookie);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toEqual({ awayEmails: true });
      expect((await settings(hawa.cookie, 'PUT', { awayEmails: false })).json()).toEqual({ awayEmails: false });
      expect((await settings(hawa.cookie)).json()).toEqual({ awayEmails: false });
      expect((await settings(hawa.cookie, 'PUT', { awayEmails: true })).json()).toEqual({ awayEmails: true });
      expect((await settings(hawa.cookie)).json()).toEqual({ awayEmails: true });
    });

    it('refuses bad input, naming the field, and changes nothing', async () => {
      const hawa = await member('hawa@example.org', 'Hawa');
      await settings(hawa.cookie, 'PUT', { awayEmails: false });
      for (const payload of [{ awayEmails: 'no' }, { awayEmails: null }, {}, { awayEmails: true, email: 'x@example.org' }]) {
        const response = await settings(hawa.cookie, 'PUT', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [expect.any(Object)] } });
      }
      const wrongType = await settings(hawa.cookie, 'PUT', { awayEmails: 'no' });
      expect(wrongType.json().details.fields[0].path).toBe('awayEmails');
      // From another site, with her cookie: refused before anything is read.
      expect((await settings(hawa.cookie, 'PUT', { awayEmails: true }, 'https://evil.example')).statusCode).toBe(403);
      expect((await settings(hawa.cookie)).json()).toEqual({ awayEmails: false });
    });

    it('is in the data export, and goes with the account', async () => {
      const hawa = await member('hawa@example.org', 'Hawa');
      const before = await app().inject({ method: 'GET', url: '/api/account/export', headers: { cookie: hawa.cookie } });
      expect(before.json().awayEmails).toEqual([{ enabled: true, lastSeenAt: null, lastSentAt: null, updatedAt: null }]);
      await settings(hawa.cookie, 'PUT', { awayEmails: false });
      const after = await app().inject({ method: 'GET', url: '/api/account/export', headers: { cookie: hawa.cookie } });
      expect(after.json().awayEmails).toEqual([expect.objectContaining({ enabled: false })]);

      const deleted = await app().inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: hawa.cookie },
        payload: { password: TEST_PASSWORD },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await app().awayEmails.run(new Date());
      expect(await stateOf(hawa.id)).toBeUndefined();
    });
  });

  describe('the timer', () => {
    it('runs the job every AWAY_EMAILS_EVERY_SECONDS once the app is ready, and stops when it closes', async () => {
      const database = await testDatabase.open();
      const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-files-'));
      // Only the intervals: the database's own timers keep running.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, AWAY_EMAILS_EVERY_SECONDS: '60' });
        const jobs = new InProcessJobQueue({ log: testLog(), schedule: true });
        const server = await buildApp({ config, db: database.db, serveWebApp: false, jobs });
        await server.ready();
        // Hawa was last here an hour ago; Idris wrote half an hour ago.
        const idris = await insertMember(database.db, { email: 'idris@example.org', displayName: 'Idris', profile: MAN });
        const hawa = await insertMember(database.db, { email: 'hawa@example.org', displayName: 'Hawa' });
        await database.db
          .update(profiles)
          .set({ lastActiveAt: inMinutes(-60) })
          .where(eq(profiles.userId, hawa));
        const matchId = await matchMembers(database.db, idris, hawa);
        await database.db
          .insert(messages)
          .values({ matchId, senderId: idris, clientId: randomUUID(), body: 'Salaam', createdAt: inMinutes(-30) });

        await vi.advanceTimersByTimeAsync(59_000);
        expect(await readOutbox(database.db, 'hawa@example.org')).toEqual([]);
        await vi.advanceTimersByTimeAsync(1_000);
        await vi.waitFor(async () => expect(await readOutbox(database.db, 'hawa@example.org')).toHaveLength(1));
        expect(vi.getTimerCount()).toBeGreaterThan(0);
        await server.close();
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
        await database.close();
        await rm(storageDir, { recursive: true, force: true });
      }
    });
  });
});
