// A live socket lives no longer than the session it was opened with (docs/decisions/0023-messages.md,
// "Sessions"): every way a session ends closes the sockets opened with it, here before the answer
// leaves and on every other server through the live bus, and leaves the member's other sessions'
// sockets open.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE } from '../../../shared/contracts/messages';
import { createInProcessLiveBus } from '../../adapters/live-bus/in-process-live-bus';
import { buildApp, type SahelHeartsApp } from '../../app';
import { loadConfig } from '../../config/env';
import { sessions } from '../../db/schema';
import { SESSION_LIFETIMES } from '../../plugins/session-lifetimes';
import { linkFromOutbox, sessionCookieOf, signedInMember, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { matchedPair, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { liveEventsOf } from '../../test/live-events';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { SESSION_RECHECK_MS } from './live-routes';

const NEW_PASSWORD = 'a brand new long sentence 4';

/** A socket, what it heard, and how it closed (null while open). */
async function socketOn(app: SahelHeartsApp, cookie: string) {
  const socket: WebSocket = await app.injectWS('/api/live', { headers: { cookie, origin: SITE_ORIGIN } });
  const state = { socket, events: liveEventsOf(socket), closedWith: null as number | null };
  const closed = new Promise<number>((resolve) =>
    socket.once('close', (code: number) => {
      state.closedWith = code;
      resolve(code);
    }),
  );
  return Object.assign(state, { closed });
}

describe.each(testDatabases())('live sockets and their sessions on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  afterEach(() => void vi.useRealTimers());

  const post = (url: string, cookie: string | undefined, payload: object = {}) =>
    app().inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

  /** A matched pair, and the man signed in on two devices, each with its socket open. */
  async function manOnTwoDevices() {
    const pair = await matchedPair(app(), db());
    const laptopCookie = sessionCookieOf(await signIn(app(), 'man@example.org'));
    const phone = await socketOn(app(), pair.man.cookie);
    const laptop = await socketOn(app(), laptopCookie);
    expect(app().live.size).toBe(2);
    return { ...pair, phone, laptop, laptopCookie };
  }

  it('a sign-out closes the socket of that session before its answer leaves, and not the socket of another device', async () => {
    const { man, woman, conversationId, phone, laptop } = await manOnTwoDevices();
    const signedOut = await post('/api/auth/sign-out', man.cookie);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    // Let go of before the answer: nothing is delivered to it any more.
    expect(app().live.size).toBe(1);
    expect(await phone.closed).toBe(LIVE_CLOSE.signedOut);

    expect((await sendMessage(app(), woman.cookie, conversationId, 'Still there?')).statusCode).toBe(200);
    expect((await laptop.events.next('message')).message.body).toBe('Still there?');
    expect(phone.events.all).toEqual([]);
    expect(laptop.closedWith).toBeNull();
    laptop.socket.terminate();
  });

  const everySessionEnds: [string, (man: { id: string; cookie: string }) => Promise<{ statusCode: number; body: string }>][] = [
    ['sign out everywhere', (man) => post('/api/auth/revoke-sessions', man.cookie)],
    [
      'a password change',
      (man) => post('/api/auth/change-password', man.cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
    ],
    [
      'a password reset',
      async () => {
        const asked = await post('/api/auth/request-password-reset', undefined, {
          email: 'man@example.org',
          redirectTo: '/reset-password',
        });
        expect(asked.statusCode).toBe(200);
        const token = (await linkFromOutbox(db(), 'man@example.org', '/reset-password/')).split('/reset-password/')[1]!.split('?')[0]!;
        return post('/api/auth/reset-password', undefined, { newPassword: NEW_PASSWORD, token });
      },
    ],
    ['the deletion of the account', (man) => post('/api/account/delete', man.cookie, { password: TEST_PASSWORD })],
    [
      'a suspension',
      async (man) => {
        const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
        return post(`/api/admin/members/${man.id}/moderation`, admin, { action: 'suspend', reason: 'Asked for money', days: 7 });
      },
    ],
    [
      'a ban',
      async (man) => {
        const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
        return post(`/api/admin/members/${man.id}/moderation`, admin, { action: 'ban', reason: 'Scam ring' });
      },
    ],
  ];

  it.each(everySessionEnds)('%s closes the sockets of every session it ends before its answer leaves', async (_name, end) => {
    const { man, phone, laptop } = await manOnTwoDevices();
    const ended = await end(man);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(app().live.size).toBe(0);
    expect(await phone.closed).toBe(LIVE_CLOSE.signedOut);
    expect(await laptop.closed).toBe(LIVE_CLOSE.signedOut);
  });

  it('a password change ends the old sessions, not the one it opens: a socket with its cookie stays', async () => {
    const { man, woman, conversationId, phone } = await manOnTwoDevices();
    const changed = await post('/api/auth/change-password', man.cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await phone.closed).toBe(LIVE_CLOSE.signedOut);
    const renewed = await socketOn(app(), sessionCookieOf(changed));
    expect((await sendMessage(app(), woman.cookie, conversationId, 'New password?')).statusCode).toBe(200);
    expect((await renewed.events.next('message')).message.body).toBe('New password?');
    expect(renewed.closedWith).toBeNull();
    renewed.socket.terminate();
  });

  it('closes a socket when its session reaches its end, which nobody announces', async () => {
    const { man } = await matchedPair(app(), db());
    // A session opened a month ago less 30 s: it ends in 30 s, before the next minute check.
    const endsInMs = 30_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    await db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_LIFETIMES.member.absoluteMs + endsInMs) })
      .where(eq(sessions.userId, man.id));
    const phone = await socketOn(app(), man.cookie);
    await vi.advanceTimersByTimeAsync(endsInMs / 2);
    expect(phone.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(endsInMs / 2 + 1_000);
    expect(endsInMs + 1_000).toBeLessThan(SESSION_RECHECK_MS);
    expect(await phone.closed).toBe(LIVE_CLOSE.signedOut);
  });

  it('closes the sockets of an ended session on every server, and only those', async () => {
    const bus = createInProcessLiveBus(() => {});
    const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-live-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir });
    const [serverA, serverB] = await Promise.all([
      buildApp({ config, db: db(), serveWebApp: false, liveBus: bus }),
      buildApp({ config, db: db(), serveWebApp: false, liveBus: bus }),
    ]);
    try {
      await Promise.all([serverA.ready(), serverB.ready()]);
      const { man, woman, conversationId } = await matchedPair(app(), db());
      const laptopCookie = sessionCookieOf(await signIn(app(), 'man@example.org'));
      const phone = await socketOn(serverA, man.cookie);
      const laptop = await socketOn(serverA, laptopCookie);
      const signedOut = await serverB.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: man.cookie, origin: SITE_ORIGIN },
        payload: {},
      });
      expect(signedOut.statusCode, signedOut.body).toBe(200);
      expect(await phone.closed).toBe(LIVE_CLOSE.signedOut);
      expect(serverA.live.size).toBe(1);

      const sent = await serverB.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: woman.cookie, origin: SITE_ORIGIN },
        payload: { clientId: crypto.randomUUID(), body: 'Across servers' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await laptop.events.next('message')).message.body).toBe('Across servers');
      expect(laptop.closedWith).toBeNull();

      // "Sign out everywhere" on server B closes the rest on server A.
      const everywhere = await serverB.inject({
        method: 'POST',
        url: '/api/auth/revoke-sessions',
        headers: { cookie: laptopCookie, origin: SITE_ORIGIN },
        payload: {},
      });
      expect(everywhere.statusCode, everywhere.body).toBe(200);
      expect(await laptop.closed).toBe(LIVE_CLOSE.signedOut);
      expect(serverA.live.size).toBe(0);
    } finally {
      await Promise.all([serverA.close(), serverB.close()]);
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
