// A live socket under abuse (docs/decisions/0023-messages.md, "Budget"; docs/targets.md T11): a flood
// of frames costs no database read per frame, closes that socket with the policy code once past
// its budget, and leaves other members answered; a frame over the size limit is refused with 1009
// and logged as the client's mistake, not as a server error.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_FRAME_MAX_BYTES } from '../../../shared/contracts/messages';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { useTestApp } from '../../test/app';
import { matchedPair, matchMembers } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { signedInDiscoveryMember } from '../../test/discovery-members';
import { liveEventsOf } from '../../test/live-events';
import { SITE_ORIGIN } from '../../test/site';
import { FRAME_BURST } from './frame-budget';

const FLOOD_FRAMES = 5_000;

describe.each(testDatabases())('the live socket under abuse on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const socketOf = async (cookie: string) => {
    const socket: WebSocket = await app().injectWS('/api/live', { headers: { cookie, origin: SITE_ORIGIN } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
    return { socket, events: liveEventsOf(socket), closed };
  };

  it('closes a flooding socket with the policy code, reading nothing per frame, while other members are answered', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const hers = await socketOf(woman.cookie);
    const his = await socketOf(man.cookie);
    // His socket knows his conversations: "typing" reaches her.
    his.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    expect(await hers.events.next('typing')).toEqual({ type: 'typing', conversationId });

    const conversationsOfHers = () => app().inject({ url: '/api/conversations', headers: { cookie: woman.cookie } });
    const selects = vi.spyOn(db(), 'select');
    try {
      // What her request reads on its own, to tell the socket's reads apart from it.
      expect((await conversationsOfHers()).statusCode).toBe(200);
      const hersAlone = selects.mock.calls.length;
      selects.mockClear();

      for (let index = 0; index < FLOOD_FRAMES; index += 1) {
        his.socket.send(JSON.stringify({ type: 'typing', conversationId: 1_000_000 + index }));
      }
      // Another member's request made during the flood is answered.
      const meanwhile = await conversationsOfHers();
      expect(meanwhile.statusCode, meanwhile.body).toBe(200);
      expect(await his.closed).toBe(LIVE_CLOSE.policy);
      // At most one look for a conversation it did not know: no read per frame.
      expect(selects.mock.calls.length - hersAlone).toBeLessThanOrEqual(1);
    } finally {
      selects.mockRestore();
    }
    await vi.waitFor(() => expect(app().live.size).toBe(1));
    // Her socket was never touched.
    hers.socket.send(JSON.stringify({ type: 'ping' }));
    await hers.events.next('pong');
    hers.socket.terminate();
  });

  it('keeps a socket that stays within its budget', async () => {
    const { man } = await matchedPair(app(), db());
    const his = await socketOf(man.cookie);
    for (let sent = 0; sent < FRAME_BURST; sent += 1) his.socket.send(JSON.stringify({ type: 'ping' }));
    for (let heard = 0; heard < FRAME_BURST; heard += 1) await his.events.next('pong');
    expect(app().live.size).toBe(1);
    his.socket.terminate();
  });

  it('says "typing" in a conversation made after the socket opened, and never in one that ended', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const other = await signedInDiscoveryMember(app(), db(), { email: 'other@example.org' });
    const his = await socketOf(man.cookie);
    const hers = await socketOf(woman.cookie);
    const others = await socketOf(other.cookie);
    // Made after his socket read his conversations.
    const newer = await matchMembers(db(), man.id, other.id);
    his.socket.send(JSON.stringify({ type: 'typing', conversationId: newer }));
    expect(await others.events.next('typing')).toEqual({ type: 'typing', conversationId: newer });

    // She ends theirs; his socket hears it, and his typing there reaches no one.
    const ended = await app().inject({ method: 'DELETE', url: `/api/matches/${conversationId}`, headers: { cookie: woman.cookie } });
    expect(ended.statusCode, ended.body).toBe(200);
    await his.events.next('closed');
    his.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    his.socket.send(JSON.stringify({ type: 'ping' }));
    await his.events.next('pong');
    // Her own pong comes after anything his typing could have sent her.
    hers.socket.send(JSON.stringify({ type: 'ping' }));
    await hers.events.next('pong');
    expect(hers.events.all.map((event) => event.type)).toEqual(['closed', 'pong']);
    for (const { socket } of [his, hers, others]) socket.terminate();
  });

  it('refuses a frame over the size limit with 1009, logged as a warning and not as an error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-live-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', STORAGE_DIR: storageDir });
    const logged = await buildApp({ config, db: db(), serveWebApp: false, logStream });
    try {
      await logged.ready();
      const { man } = await matchedPair(app(), db());
      const socket: WebSocket = await logged.injectWS('/api/live', { headers: { cookie: man.cookie, origin: SITE_ORIGIN } });
      const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
      socket.send('x'.repeat(LIVE_FRAME_MAX_BYTES + 1));
      expect(await closed).toBe(LIVE_CLOSE.tooBig);
      await vi.waitFor(() => expect(logged.live.size).toBe(0));
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
        'live socket closed: the client broke the protocol or left',
      ]);
    } finally {
      await logged.close();
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
