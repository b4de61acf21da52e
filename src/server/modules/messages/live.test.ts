// The live socket (docs/decisions/0023-messages.md): who may open it, and what it tells the two
// members of a conversation as the other writes, receives, reads, types, and ends it.
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { LIVE_CLOSE, type SendMessageResponse } from '../../../shared/contracts/messages';
import { sessions } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { matchedPair, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { liveEventsOf } from '../../test/live-events';
import { MAN, signedInDiscoveryMember } from '../../test/discovery-members';
import { SITE_ORIGIN } from '../../test/site';
import { SESSION_RECHECK_MS } from './live-routes';

describe.each(testDatabases())('the live socket on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const connect = (headers: Record<string, string>) => app().injectWS('/api/live', { headers });
  const socketOf = async (cookie: string) => {
    const socket = await connect({ cookie, origin: SITE_ORIGIN });
    return { socket, events: liveEventsOf(socket) };
  };
  const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

  it('opens only for a verified member, from our own pages', async () => {
    const { man } = await matchedPair(app(), db());
    const unverified = await signedInDiscoveryMember(app(), db(), { email: 'unverified@example.org', verified: false });
    await expect(connect({ origin: SITE_ORIGIN })).rejects.toThrow('401');
    await expect(connect({ cookie: 'better-auth.session_token=forged.value', origin: SITE_ORIGIN })).rejects.toThrow('401');
    await expect(connect({ cookie: man.cookie, origin: 'https://evil.example' })).rejects.toThrow('403');
    await expect(connect({ cookie: man.cookie })).rejects.toThrow('403');
    await expect(connect({ cookie: unverified.cookie, origin: SITE_ORIGIN })).rejects.toThrow('403');
    const { socket } = await socketOf(man.cookie);
    expect(app().live.size).toBe(1);
    socket.terminate();
  });

  it('brings a message to both members at once, then its delivered and read marks to the sender', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const his = await socketOf(man.cookie);
    const hers = await socketOf(woman.cookie);
    const sent = await sendMessage(app(), man.cookie, conversationId, 'Salaam, how was the festival?');
    const { message } = sent.json<SendMessageResponse>();
    expect((await hers.events.next('message')).message).toEqual({ ...message, fromMe: false });
    expect((await his.events.next('message')).message).toEqual(message);
    expect(await his.events.next('delivered')).toEqual({ type: 'delivered', conversationId, upTo: message.id });

    await app().inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: { cookie: woman.cookie },
      payload: { upTo: message.id },
    });
    expect(await his.events.next('read')).toEqual({ type: 'read', conversationId, upTo: message.id });
    // Nothing of hers was new to him, and nobody else heard anything.
    expect(hers.events.all.map((event) => event.type)).toEqual(['message']);
    his.socket.terminate();
    hers.socket.terminate();
  });

  it('says "typing" only to the other member of a conversation the typist is in', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const stranger = await signedInDiscoveryMember(app(), db(), { email: 'stranger@example.org', profile: MAN });
    const hers = await socketOf(woman.cookie);
    const his = await socketOf(man.cookie);
    const strangers = await socketOf(stranger.cookie);
    strangers.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    his.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    expect(await hers.events.next('typing')).toEqual({ type: 'typing', conversationId });
    his.socket.send(JSON.stringify({ type: 'ping' }));
    await his.events.next('pong');
    expect(hers.events.all).toEqual([{ type: 'typing', conversationId }]);
    expect(his.events.all).toEqual([{ type: 'pong' }]);
    for (const { socket } of [hers, his, strangers]) socket.terminate();
  });

  it('closes the conversation on both screens when one member blocks the other, naming nobody', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const his = await socketOf(man.cookie);
    const hers = await socketOf(woman.cookie);
    await app().inject({ method: 'POST', url: '/api/discovery/blocks', headers: { cookie: woman.cookie }, payload: { memberId: man.id } });
    expect(await his.events.next('closed')).toEqual({ type: 'closed', conversationId });
    expect(await hers.events.next('closed')).toEqual({ type: 'closed', conversationId });
    his.socket.terminate();
    hers.socket.terminate();
  });

  it('closes a socket whose session ended unannounced at the next check of the session', async () => {
    const { man } = await matchedPair(app(), db());
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { socket } = await socketOf(man.cookie);
      const code = closed(socket);
      await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
      expect(app().live.size).toBe(1);
      // Removed behind the app's back (or its signal lost by the bus): nothing tells the socket.
      await db().delete(sessions).where(eq(sessions.userId, man.id));
      await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
      expect(await code).toBe(LIVE_CLOSE.signedOut);
      expect(app().live.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes a socket that sends anything but a known command', async () => {
    const { man } = await matchedPair(app(), db());
    for (const frame of [
      'not json',
      JSON.stringify({ type: 'typing', conversationId: 'x' }),
      JSON.stringify({ type: 'send', body: 'hi' }),
    ]) {
      const { socket } = await socketOf(man.cookie);
      const code = closed(socket);
      socket.send(frame);
      expect(await code).toBe(1008);
    }
    // The server lets go of each socket once the closing handshake is over.
    await vi.waitFor(() => expect(app().live.size).toBe(0));
  });
});
