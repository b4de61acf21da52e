// The member path answered from memory (docs/decisions/0026-member-path-caches.md): the access
// check and the deck keep what they read for MEMBER_CACHE_SECONDS, and every change of a member
// made through the app drops it before the answer leaves, on this server and on the others.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeckResponse } from '../../../shared/contracts/discovery';
import type { SendMessageResponse } from '../../../shared/contracts/messages';
import { createInProcessLiveBus } from '../../adapters/live-bus/in-process-live-bus';
import { buildApp, type SahelHeartsApp } from '../../app';
import { loadConfig } from '../../config/env';
import { sessions } from '../../db/schema';
import { signIn, sessionCookieOf } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { matchedPair, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { SITE_ORIGIN } from '../../test/site';

const TTL_MS = 10_000;

describe.each(testDatabases())('member path caches on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { MEMBER_CACHE_SECONDS: String(TTL_MS / 1000) });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  afterEach(() => void vi.useRealTimers());

  const deckOf = (target: SahelHeartsApp, cookie: string) => target.inject({ url: '/api/discovery/deck', headers: { cookie } });
  const deckIds = async (target: SahelHeartsApp, cookie: string) => {
    const response = await deckOf(target, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeckResponse>().cards.map((card) => card.id);
  };
  const viewer = () => signedInDiscoveryMember(app(), db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });

  it('answers from memory what nothing announced until its time passes, and a sign-out everywhere at once', async () => {
    const me = await viewer();
    const otherDevice = sessionCookieOf(await signIn(app(), 'viewer@example.org'));
    expect((await deckOf(app(), me.cookie)).statusCode).toBe(200);
    expect((await deckOf(app(), otherDevice)).statusCode).toBe(200);

    // A session removed behind the app's back is still answered from memory...
    vi.useFakeTimers({ toFake: ['Date'] });
    const [first] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id)).limit(1);
    await db().delete(sessions).where(eq(sessions.id, first!.id));
    const cookies = [me.cookie, otherDevice];
    const statuses = async () => Promise.all(cookies.map(async (cookie) => (await deckOf(app(), cookie)).statusCode));
    expect(await statuses()).toEqual([200, 200]);
    // ...only for the time to live.
    vi.setSystemTime(Date.now() + TTL_MS);
    const afterTtl = await statuses();
    expect(afterTtl.filter((status) => status === 401)).toHaveLength(1);
    const stillIn = cookies[afterTtl.indexOf(200)]!;

    // "Sign out everywhere" through the app is refused on the very next request.
    const signedOut = await app().inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: { cookie: stillIn }, payload: {} });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect((await deckOf(app(), stillIn)).statusCode).toBe(401);
  });

  it('keeps a deck page until the viewer or a member on it writes something', async () => {
    const me = await viewer();
    const her = await signedInDiscoveryMember(app(), db(), { email: 'her@example.org' });
    const other = await insertMember(db(), { email: 'other@example.org' });
    expect(new Set(await deckIds(app(), me.cookie))).toEqual(new Set([her.id, other]));

    // A member who joined since is not on the kept page (the time to live bounds that)...
    const newcomer = await insertMember(db(), { email: 'newcomer@example.org' });
    expect(await deckIds(app(), me.cookie)).not.toContain(newcomer);
    // ...but a member on the page who blocks the viewer is gone from it at once.
    const blocked = await app().inject({
      method: 'POST',
      url: '/api/discovery/blocks',
      headers: { cookie: her.cookie },
      payload: { memberId: me.id },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const afterBlock = await deckIds(app(), me.cookie);
    expect(afterBlock).not.toContain(her.id);
    expect(new Set(afterBlock)).toEqual(new Set([other, newcomer]));

    // The viewer's own swipe drops the page too.
    const swiped = await app().inject({
      method: 'POST',
      url: '/api/discovery/swipes',
      headers: { cookie: me.cookie },
      payload: { targetId: other, direction: 'pass' },
    });
    expect(swiped.statusCode, swiped.body).toBe(200);
    expect(await deckIds(app(), me.cookie)).toEqual([newcomer]);
  });

  it("keeps the writer's session and stages through a deck write, and drops them on any other write", async () => {
    const me = await viewer();
    const her = await insertMember(db(), { email: 'her@example.org' });
    const other = await insertMember(db(), { email: 'other@example.org' });
    expect(new Set(await deckIds(app(), me.cookie))).toEqual(new Set([her, other]));
    // The session removed behind the app's back: only the kept copy still lets the viewer in.
    await db().delete(sessions).where(eq(sessions.userId, me.id));
    const swiped = await app().inject({
      method: 'POST',
      url: '/api/discovery/swipes',
      headers: { cookie: me.cookie },
      payload: { targetId: her, direction: 'pass' },
    });
    expect(swiped.statusCode, swiped.body).toBe(200);
    // A swipe changes neither the session nor the stages: they stay kept, the page is made again.
    expect(await deckIds(app(), me.cookie)).toEqual([other]);
    // Pausing the profile is not a deck write: everything kept about the member goes.
    const paused = await app().inject({
      method: 'PUT',
      url: '/api/profile/pause',
      headers: { cookie: me.cookie },
      payload: { paused: true },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await deckOf(app(), me.cookie)).statusCode).toBe(401);
  });

  it('tells the servers of every write but the chat routes, which change nothing kept', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const heard: string[] = [];
    const scopes: (string | undefined)[] = [];
    const stop = app().live.bus.subscribe((signal) => {
      if (signal.event.type !== 'member-changed') return;
      heard.push(...signal.to);
      scopes.push(signal.event.only);
    });
    try {
      const sent = await sendMessage(app(), man.cookie, conversationId, 'Salaam');
      expect(sent.statusCode, sent.body).toBe(200);
      const read = await app().inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/read`,
        headers: { cookie: woman.cookie },
        payload: { upTo: sent.json<SendMessageResponse>().message.id },
      });
      expect(read.statusCode, read.body).toBe(200);
      const blocked = await app().inject({
        method: 'POST',
        url: '/api/discovery/blocks',
        headers: { cookie: woman.cookie },
        payload: { memberId: man.id },
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      // The in-process bus delivers on a later turn of the event loop.
      await vi.waitFor(() => expect(heard).toEqual([woman.id]));
      // A block changes only deck pages: the other servers keep the blocker's session and stages.
      expect(scopes).toEqual(['decks']);
    } finally {
      stop();
    }
  });

  it('drops what another server kept when a member changes on this one', async () => {
    const bus = createInProcessLiveBus(() => {});
    const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-caches-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, MEMBER_CACHE_SECONDS: '10' });
    const [serverA, serverB] = await Promise.all([
      buildApp({ config, db: db(), serveWebApp: false, liveBus: bus }),
      buildApp({ config, db: db(), serveWebApp: false, liveBus: bus }),
    ]);
    try {
      const me = await viewer();
      const her = await signedInDiscoveryMember(app(), db(), { email: 'her@example.org' });
      expect(await deckIds(serverA, me.cookie)).toEqual([her.id]);
      const blocked = await serverB.inject({
        method: 'POST',
        url: '/api/discovery/blocks',
        headers: { cookie: her.cookie, origin: SITE_ORIGIN },
        payload: { memberId: me.id },
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      // The other server hears it over the bus, within a turn of the event loop here.
      await vi.waitFor(async () => expect(await deckIds(serverA, me.cookie)).toEqual([]));
      // And a ban's sign-out everywhere reaches server A's session cache the same way.
      await serverB.inject({
        method: 'POST',
        url: '/api/auth/revoke-sessions',
        headers: { cookie: me.cookie, origin: SITE_ORIGIN },
        payload: {},
      });
      await vi.waitFor(async () => expect((await deckOf(serverA, me.cookie)).statusCode).toBe(401));
    } finally {
      await Promise.all([serverA.close(), serverB.close()]);
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
