// Conversations through the API on a real database (docs/decisions/0023-messages.md): who may read
// and write, the Basic allowance, retries, pages and marks, and bad input.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationList, ConversationView, MessagePage, SendMessageResponse } from '../../../shared/contracts/messages';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { messageAllowances, messages, rateLimitBuckets } from '../../db/schema';
import { bucketKey, memberKey, routeScope } from '../rate-limits/keys';
import { useTestApp } from '../../test/app';
import { matchedPair, matchMembers, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, type MemberSpec, signedInDiscoveryMember } from '../../test/discovery-members';

/** For matchedPair: the man pays Premium besides Basic. */
const PREMIUM_MAN: { man: Partial<MemberSpec> } = { man: { plans: ['basic', 'premium'] } };

describe.each(testDatabases())('messages on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const send = (cookie: string, conversationId: number | string, body: unknown, clientId?: string) =>
    sendMessage(app(), cookie, conversationId, body, { clientId });
  const open = (cookie: string, conversationId: number | string) =>
    app().inject({ url: `/api/conversations/${conversationId}`, headers: { cookie } });
  const storedCount = async () => (await db().select({ id: messages.id }).from(messages)).length;

  it('lets only the two matched members read and write the conversation', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const stranger = await signedInDiscoveryMember(app(), db(), { email: 'stranger@example.org' });
    const unverified = await signedInDiscoveryMember(app(), db(), { email: 'unverified@example.org', verified: false });
    const otherMatch = await matchMembers(db(), stranger.id, await insertMember(db(), { email: 'other@example.org', profile: MAN }));

    expect((await send(man.cookie, conversationId, 'Salaam Amina!')).statusCode).toBe(200);
    const seen = await open(woman.cookie, conversationId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ConversationView>().messages.map((message) => [message.body, message.fromMe])).toEqual([['Salaam Amina!', false]]);

    for (const [cookie, id] of [
      [stranger.cookie, conversationId],
      [man.cookie, otherMatch],
      [man.cookie, conversationId + 1000],
      [man.cookie, 0],
      [man.cookie, 'abc'],
      [man.cookie, '99999999999999999999'],
    ] as const) {
      for (const response of [
        await open(cookie, id),
        await send(cookie, id, 'hello'),
        await app().inject({ url: `/api/conversations/${id}/messages?before=5`, headers: { cookie } }),
        await app().inject({ method: 'POST', url: `/api/conversations/${id}/read`, headers: { cookie }, payload: { upTo: 1 } }),
      ]) {
        expect([response.statusCode, response.json().code], `${id}`).toEqual([404, 'CONVERSATION_UNAVAILABLE']);
      }
    }
    expect((await open('', conversationId)).statusCode).toBe(401);
    expect((await send(unverified.cookie, conversationId, 'hello')).statusCode).toBe(403);
    expect(await storedCount()).toBe(1);
  });

  it('closes the conversation for both at once on a block, an unmatch or a report', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    await send(man.cookie, conversationId, 'Hello');
    const blocked = await app().inject({
      method: 'POST',
      url: '/api/discovery/blocks',
      headers: { cookie: woman.cookie },
      payload: { memberId: man.id },
    });
    expect(blocked.statusCode).toBe(200);
    for (const cookie of [man.cookie, woman.cookie]) {
      expect((await open(cookie, conversationId)).json().code).toBe('CONVERSATION_UNAVAILABLE');
      expect((await send(cookie, conversationId, 'still there?')).statusCode).toBe(404);
      expect((await app().inject({ url: '/api/conversations', headers: { cookie } })).json<ConversationList>().conversations).toEqual([]);
    }
    expect(await storedCount()).toBe(0);

    const third = await signedInDiscoveryMember(app(), db(), { email: 'third@example.org' });
    const again = await matchMembers(db(), man.id, third.id);
    expect((await app().inject({ method: 'DELETE', url: `/api/matches/${again}`, headers: { cookie: third.cookie } })).statusCode).toBe(
      200,
    );
    expect((await open(man.cookie, again)).statusCode).toBe(404);
  });

  it(`refuses a Basic member's message ${DISCOVERY_LIMITS.basicMessagesPerDay + 1} of the day and stores nothing, but never a Premium member's`, async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db(), PREMIUM_MAN);
    const perDay = DISCOVERY_LIMITS.basicMessagesPerDay;
    for (let index = 1; index <= perDay; index++) {
      const sent = await send(woman.cookie, conversationId, `Message ${index}`);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<SendMessageResponse>().allowance.left).toBe(perDay - index);
    }
    const refused = await send(woman.cookie, conversationId, 'One more');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'MESSAGE_LIMIT_REACHED']);
    expect(refused.json().details.allowance).toMatchObject({ perDay, left: 0 });
    expect(await storedCount()).toBe(perDay);

    for (let index = 1; index <= perDay + 5; index++)
      expect((await send(man.cookie, conversationId, `Premium ${index}`)).statusCode).toBe(200);
    const list = (await app().inject({ url: '/api/conversations', headers: { cookie: man.cookie } })).json<ConversationList>();
    expect(list.allowance).toMatchObject({ perDay: null, left: null });
    expect(await db().select().from(messageAllowances).where(eq(messageAllowances.userId, man.id))).toEqual([]);
  });

  it(`refuses any member's message past ${DISCOVERY_LIMITS.messagesPerMinute} a minute, Premium too, storing nothing; the partner is counted apart`, async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db(), PREMIUM_MAN);
    expect((await send(man.cookie, conversationId, 'First of the minute')).statusCode).toBe(200);
    // His count for this minute, as if he had sent the rest of them just now (no test waits on
    // the clock: the window is the database's, an hour away here).
    const key = bucketKey(routeScope('POST', '/api/conversations/:id/messages'), memberKey(man.id));
    const [bucket] = await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    expect(bucket?.hits).toBe(1);
    await db()
      .update(rateLimitBuckets)
      .set({ hits: DISCOVERY_LIMITS.messagesPerMinute, resetsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(rateLimitBuckets.key, key));

    const refused = await send(man.cookie, conversationId, 'One too many');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(await storedCount()).toBe(1);
    expect((await send(woman.cookie, conversationId, 'Her own minute')).statusCode).toBe(200);
  });

  it('stores a retried message once, in order, taking the allowance once', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const clientId = randomUUID();
    const first = await send(man.cookie, conversationId, 'Are you coming to the hookah night?', clientId);
    const retry = await send(man.cookie, conversationId, 'Are you coming to the hookah night?', clientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<SendMessageResponse>().message).toEqual(first.json<SendMessageResponse>().message);
    expect(retry.json<SendMessageResponse>().allowance.left).toBe(DISCOVERY_LIMITS.basicMessagesPerDay - 1);
    const reused = await send(man.cookie, conversationId, 'Something else', clientId);
    expect([reused.statusCode, reused.json().details.fields[0].path]).toEqual([400, 'clientId']);
    await send(woman.cookie, conversationId, 'Yes, inshallah');
    await send(man.cookie, conversationId, 'Great');
    const view = (await open(woman.cookie, conversationId)).json<ConversationView>();
    expect(view.messages.map((message) => message.body)).toEqual(['Are you coming to the hookah night?', 'Yes, inshallah', 'Great']);
    expect(view.messages.map((message) => message.fromMe)).toEqual([false, true, false]);
    expect(await storedCount()).toBe(3);
  });

  it('pages older messages as the member scrolls up, and catches up after a given message', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db(), PREMIUM_MAN);
    for (let index = 1; index <= 60; index++) await send(man.cookie, conversationId, `Line ${index}`);
    const view = (await open(woman.cookie, conversationId)).json<ConversationView>();
    expect(view.messages.map((message) => message.body)).toEqual(Array.from({ length: 50 }, (_, index) => `Line ${index + 11}`));
    expect(view.hasOlder).toBe(true);
    const older = await app().inject({
      url: `/api/conversations/${conversationId}/messages?before=${view.messages[0]!.id}`,
      headers: { cookie: woman.cookie },
    });
    expect(older.json<MessagePage>().messages.map((message) => message.body)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Line ${index + 1}`),
    );
    expect(older.json<MessagePage>().hasOlder).toBe(false);
    const newer = await app().inject({
      url: `/api/conversations/${conversationId}/messages?after=${view.messages[47]!.id}`,
      headers: { cookie: woman.cookie },
    });
    expect(newer.json<MessagePage>().messages.map((message) => message.body)).toEqual(['Line 59', 'Line 60']);
    for (const query of ['before=0', 'after=-1', 'before=1&after=2', 'since=3']) {
      const refused = await app().inject({
        url: `/api/conversations/${conversationId}/messages?${query}`,
        headers: { cookie: woman.cookie },
      });
      expect([refused.statusCode, refused.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('lists conversations newest first with unread counts, and moves the delivered and read marks forward only', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const quiet = await insertMember(db(), { email: 'quiet@example.org' });
    const quietConversation = await matchMembers(db(), man.id, quiet);
    const sent = [];
    for (const body of ['One', 'Two', 'Three'])
      sent.push((await send(woman.cookie, conversationId, body)).json<SendMessageResponse>().message);

    const list = (await app().inject({ url: '/api/conversations', headers: { cookie: man.cookie } })).json<ConversationList>();
    expect(
      list.conversations.map((conversation) => [conversation.id, conversation.unread, conversation.lastMessage?.body ?? null]),
    ).toEqual([
      [conversationId, 3, 'Three'],
      [quietConversation, 0, null],
    ]);
    expect(list.conversations[0]!.partner).toMatchObject({ id: woman.id, displayName: 'woman' });
    expect(list.unreadTotal).toBe(3);
    expect((await app().inject({ url: '/api/me/badges', headers: { cookie: man.cookie } })).json()).toMatchObject({ unreadMessages: 3 });

    // The list reached the man's device: the woman sees her three messages delivered, none read.
    const hers = (await open(woman.cookie, conversationId)).json<ConversationView>();
    expect([hers.partnerDeliveredUpTo, hers.partnerReadUpTo]).toEqual([sent[2]!.id, 0]);

    const read = (upTo: number) =>
      app().inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/read`,
        headers: { cookie: man.cookie },
        payload: { upTo },
      });
    expect((await read(sent[1]!.id)).json()).toEqual({ readUpTo: sent[1]!.id });
    expect((await read(sent[0]!.id)).json()).toEqual({ readUpTo: null });
    expect((await app().inject({ url: '/api/me/badges', headers: { cookie: man.cookie } })).json()).toMatchObject({ unreadMessages: 1 });
    // Past the partner's newest message, the mark stops at it.
    expect((await read(sent[2]!.id + 500)).json()).toEqual({ readUpTo: sent[2]!.id });
    expect((await open(woman.cookie, conversationId)).json<ConversationView>().partnerReadUpTo).toBe(sent[2]!.id);
    expect((await read(0)).statusCode).toBe(400);
  });

  it('refuses empty, over-long and control-character messages with a clear error, storing nothing', async () => {
    const { man, conversationId } = await matchedPair(app(), db());
    for (const [body, problem] of [
      ['', 'empty'],
      ['   \n  ', 'empty'],
      ['x'.repeat(2001), 'tooLong'],
      ['hidden\u0007bell', 'controlCharacters'],
      ['flip \u202Etext', 'controlCharacters'],
    ] as const) {
      const refused = await send(man.cookie, conversationId, body);
      expect([refused.statusCode, refused.json().code, refused.json().details.fields[0].message], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
        problem,
      ]);
    }
    for (const payload of [
      { clientId: randomUUID(), body: 'nul\u0000' },
      { clientId: 'not-a-uuid', body: 'Hi' },
      { body: 'Hi' },
      { clientId: randomUUID(), body: 5 },
    ]) {
      const refused = await app().inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: man.cookie },
        payload,
      });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const longest = await send(man.cookie, conversationId, `  ${'ሰ'.repeat(2000)}  \r\n`);
    expect(longest.statusCode).toBe(200);
    expect(longest.json<SendMessageResponse>().message.body).toBe('ሰ'.repeat(2000));
    expect(await storedCount()).toBe(1);
  });

  it('refuses a message with half a character (a "\\ud800" escape in the JSON) with 400, storing nothing and spending no allowance', async () => {
    const { man, conversationId } = await matchedPair(app(), db());
    const perDay = DISCOVERY_LIMITS.basicMessagesPerDay;
    const left = async () =>
      (await app().inject({ url: '/api/conversations', headers: { cookie: man.cookie } })).json<ConversationList>().allowance.left;
    expect(await left()).toBe(perDay);
    for (const body of ['a\\ud800b', 'cut \\ud83d', '\\ude42 tail', '\\udc00\\ud800']) {
      const refused = await app().inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: man.cookie, 'content-type': 'application/json' },
        payload: `{"clientId":"${randomUUID()}","body":"${body}"}`,
      });
      expect([refused.statusCode, refused.json().code, refused.json().details.fields[0]], body).toEqual([
        400,
        'VALIDATION_FAILED',
        { path: 'body', message: 'malformedText' },
      ]);
    }
    expect(await storedCount()).toBe(0);
    expect(await db().select().from(messageAllowances)).toEqual([]);
    expect(await left()).toBe(perDay);
    // A whole emoji, escaped as a pair, is a character like any other.
    const whole = await app().inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: man.cookie, 'content-type': 'application/json' },
      payload: `{"clientId":"${randomUUID()}","body":"a\\ud83d\\ude42b"}`,
    });
    expect([whole.statusCode, whole.json<SendMessageResponse>().message.body]).toEqual([200, 'a🙂b']);
    expect(await left()).toBe(perDay - 1);
  });
});
