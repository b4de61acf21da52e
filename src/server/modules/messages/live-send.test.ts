// Sending a message on the live socket (docs/decisions/0023-messages.md, "Sending on the socket"):
// the same refusals, with the same codes and details, as the POST route, because both go through
// one send; and what an attacker might try with the new frame.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { LIVE_CLOSE, type LiveEvent, MESSAGE_MAX_LENGTH } from '../../../shared/contracts/messages';
import { identityVerifications, messageAllowances, messages, rateLimitBuckets, sessions } from '../../db/schema';
import { utcDayOf } from '../../platform/daily-allowance';
import { bucketKey, memberKey, routeScope } from '../rate-limits/keys';
import { useTestApp } from '../../test/app';
import { matchedPair, matchMembers, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember } from '../../test/discovery-members';
import { liveEventsOf } from '../../test/live-events';
import { SITE_ORIGIN } from '../../test/site';
import { FRAME_BURST } from './frame-budget';

type Refusal = Extract<LiveEvent, { type: 'send-refused' }>;

describe.each(testDatabases())('messages sent on the live socket on $name', (testDatabase) => {
  // The member cache off: a change made straight in the database is seen by the next frame.
  const testAppRef = useTestApp(testDatabase, {
    AUTH_RATE_LIMIT_PER_HOUR: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000',
    MEMBER_CACHE_SECONDS: '0',
  });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const storedCount = async () => (await db().select({ id: messages.id }).from(messages)).length;

  const socketOf = async (cookie: string) => {
    const socket: WebSocket = await app().injectWS('/api/live', { headers: { cookie, origin: SITE_ORIGIN } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
    return { socket, events: liveEventsOf(socket), closed };
  };
  type Socket = Awaited<ReturnType<typeof socketOf>>;

  /** Sends on the socket and waits for the answer naming this clientId. */
  const sendOn = async (socket: Socket, conversationId: number, input: { clientId: string } & Record<string, unknown>) => {
    socket.socket.send(JSON.stringify({ type: 'send', conversationId, input }));
    const isMine = (event: { clientId: string }) => event.clientId === input.clientId;
    return Promise.race([socket.events.next('sent', isMine), socket.events.next('send-refused', isMine)]);
  };

  it('stores a message sent on the socket, answers it, delivers it, and stores a retry of it once', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const his = await socketOf(man.cookie);
    const hisPhone = await socketOf(man.cookie);
    const hers = await socketOf(woman.cookie);
    const clientId = randomUUID();
    const answer = await sendOn(his, conversationId, { clientId, body: 'Salaam Amina!' });
    expect(answer).toMatchObject({
      type: 'sent',
      clientId,
      message: { conversationId, clientId, body: 'Salaam Amina!', fromMe: true, flags: [] },
      allowance: { perDay: DISCOVERY_LIMITS.basicMessagesPerDay, left: DISCOVERY_LIMITS.basicMessagesPerDay - 1 },
    });
    const heard = await hers.events.next('message');
    expect(heard.message).toMatchObject({ clientId, body: 'Salaam Amina!', fromMe: false });
    // His other device hears it too; the socket it was sent on was answered, and is not told again
    // (a pong comes after every frame sent to it before).
    expect((await hisPhone.events.next('message')).message).toEqual({ ...heard.message, fromMe: true });
    his.socket.send(JSON.stringify({ type: 'ping' }));
    await his.events.next('pong');
    expect(his.events.all.filter((event) => event.type === 'message')).toEqual([]);

    // The answer was lost: the browser sends the same clientId again, here or over HTTP.
    const again = await sendOn(his, conversationId, { clientId, body: 'Salaam Amina!' });
    expect(again).toEqual(answer);
    const overHttp = await sendMessage(app(), man.cookie, conversationId, 'Salaam Amina!', { clientId });
    expect(overHttp.json()).toEqual({
      message: (answer as { message: unknown }).message,
      allowance: (answer as { allowance: unknown }).allowance,
    });
    expect(await storedCount()).toBe(1);
    his.socket.terminate();
    hisPhone.socket.terminate();
    hers.socket.terminate();
  });

  it('refuses on the socket what the POST refuses, with the same status, code and details', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const stranger = await signedInDiscoveryMember(app(), db(), { email: 'stranger@example.org' });
    const othersConversation = await matchMembers(
      db(),
      stranger.id,
      await insertMember(db(), { email: 'other@example.org', profile: MAN }),
    );
    const usedId = randomUUID();
    expect((await sendMessage(app(), man.cookie, conversationId, 'First words', { clientId: usedId })).statusCode).toBe(200);
    const his = await socketOf(man.cookie);

    const cases: { name: string; conversationId: number; input: Record<string, unknown>; before?: () => Promise<void> }[] = [
      { name: 'a conversation of others', conversationId: othersConversation, input: { body: 'hello' } },
      { name: 'a conversation that never was', conversationId: conversationId + 1000, input: { body: 'hello' } },
      { name: 'an empty message', conversationId, input: { body: '   ' } },
      { name: 'a message too long', conversationId, input: { body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) } },
      { name: 'control characters', conversationId, input: { body: 'hi\u202Ethere' } },
      { name: 'a field the contract does not know', conversationId, input: { body: 'hi', extra: 1 } },
      { name: 'an insult not confirmed', conversationId, input: { body: 'You are stupid' } },
      { name: 'a clientId used for another message', conversationId, input: { body: 'Something else', clientId: usedId } },
      {
        name: 'past the minute',
        conversationId,
        input: { body: 'One too many' },
        before: async () => {
          await db()
            .insert(rateLimitBuckets)
            .values({
              key: bucketKey(routeScope('POST', '/api/conversations/:id/messages'), memberKey(man.id)),
              hits: DISCOVERY_LIMITS.messagesPerMinute + 5,
              resetsAt: new Date(Date.now() + 3_600_000),
            })
            .onConflictDoUpdate({
              target: rateLimitBuckets.key,
              set: { hits: DISCOVERY_LIMITS.messagesPerMinute + 5, resetsAt: new Date(Date.now() + 3_600_000) },
            });
        },
      },
      {
        name: "the day's Basic allowance spent",
        conversationId,
        input: { body: 'One more' },
        before: async () => {
          await db().delete(rateLimitBuckets);
          await db()
            .insert(messageAllowances)
            .values({ userId: man.id, day: utcDayOf(new Date()), used: DISCOVERY_LIMITS.basicMessagesPerDay })
            .onConflictDoUpdate({
              target: [messageAllowances.userId, messageAllowances.day],
              set: { used: DISCOVERY_LIMITS.basicMessagesPerDay },
            });
        },
      },
      {
        name: 'a conversation ended by a block',
        conversationId,
        input: { body: 'Still there?' },
        before: async () => {
          const blocked = await app().inject({
            method: 'POST',
            url: '/api/discovery/blocks',
            headers: { cookie: woman.cookie },
            payload: { memberId: man.id },
          });
          expect(blocked.statusCode).toBe(200);
        },
      },
      {
        name: 'an identity no longer verified',
        conversationId,
        input: { body: 'hello' },
        before: async () => {
          await db().update(identityVerifications).set({ status: 'rejected' }).where(eq(identityVerifications.userId, man.id));
        },
      },
    ];
    for (const { name, conversationId: id, input, before } of cases) {
      await before?.();
      const stored = await storedCount();
      const viaHttp = await app().inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { cookie: man.cookie },
        payload: { clientId: randomUUID(), ...input },
      });
      const viaSocket = (await sendOn(his, id, { clientId: randomUUID(), ...input })) as Refusal;
      expect(viaSocket.type, name).toBe('send-refused');
      expect([viaSocket.status, viaSocket.error], name).toEqual([viaHttp.statusCode, viaHttp.json()]);
      expect(viaHttp.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(await storedCount(), name).toBe(stored);
    }
    // Refusals are answers, not breaches of the protocol: the socket stays open.
    expect(app().live.size).toBe(1);
    his.socket.terminate();
  });

  it('closes the socket of a session ended behind its back at the next message, storing nothing', async () => {
    const { man, conversationId } = await matchedPair(app(), db());
    const his = await socketOf(man.cookie);
    // No hook heard it (a session gone straight from the database): the frame finds it out.
    await db().delete(sessions).where(eq(sessions.userId, man.id));
    const answer = (await sendOn(his, conversationId, { clientId: randomUUID(), body: 'hello' })) as Refusal;
    expect([answer.type, answer.status, answer.error.code]).toEqual(['send-refused', 401, 'UNAUTHORIZED']);
    expect(await his.closed).toBe(LIVE_CLOSE.signedOut);
    expect(await storedCount()).toBe(0);
  });

  it('closes a socket that sends malformed frames or no clientId with the policy code', async () => {
    const { man, conversationId } = await matchedPair(app(), db());
    for (const frame of [
      '{"type":"send",',
      JSON.stringify({ type: 'send', conversationId, input: { body: 'no id' } }),
      JSON.stringify({ type: 'send', conversationId: -1, input: { clientId: randomUUID(), body: 'hi' } }),
      JSON.stringify({ type: 'send', conversationId, input: { clientId: randomUUID(), body: 'hi' }, as: 'someone-else' }),
    ]) {
      const his = await socketOf(man.cookie);
      his.socket.send(frame);
      expect(await his.closed, frame).toBe(LIVE_CLOSE.policy);
    }
    expect(await storedCount()).toBe(0);
  });

  it('stores no more messages from a flooding socket than its frame budget', async () => {
    const { man, conversationId } = await matchedPair(app(), db(), { man: { plans: ['basic', 'premium'] } });
    const his = await socketOf(man.cookie);
    for (let index = 0; index < 200; index += 1) {
      his.socket.send(JSON.stringify({ type: 'send', conversationId, input: { clientId: randomUUID(), body: `Flood ${index}` } }));
    }
    expect(await his.closed).toBe(LIVE_CLOSE.policy);
    // The sends taken before the budget ran out are stored; none after it was looked at (the
    // budget refills by two a second, so one or two more may have come in while the frames arrived).
    await expect.poll(storedCount).toBeGreaterThanOrEqual(FRAME_BURST);
    expect(await storedCount()).toBeLessThanOrEqual(FRAME_BURST + 2);
  });
});
