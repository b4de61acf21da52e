// A suspended or banned member is hidden everywhere other members see them
// (docs/decisions/0024-moderation.md): every list and read of others asks visibleMember. A
// suspension keeps the match: the partner's matches list, conversations list, unread count,
// conversation reads and writes and the profile view all answer as if the member were gone, their
// open screen is told the conversation closed, and all of it comes back, messages included, when
// the suspension ends.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchList } from '../../../shared/contracts/discovery';
import type { ConversationList } from '../../../shared/contracts/messages';
import { memberRestrictions } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { matchedPair, sendMessage, sentMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { liveEventsOf } from '../../test/live-events';
import { SITE_ORIGIN } from '../../test/site';

describe.each(testDatabases())('a suspended member, hidden from their matches, on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const get = (cookie: string, url: string) => app().inject({ url, headers: { cookie } });
  const suspend = async (memberId: string) => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const answer = await app().inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/moderation`,
      headers: { cookie: admin },
      payload: { action: 'suspend', reason: 'Asked for money', days: 7 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** What the partner sees of the suspended member, list by list. */
  const seenBy = async (cookie: string, memberId: string, conversationId: number) => ({
    matches: (await get(cookie, '/api/matches')).json<MatchList>().matches.map((match) => match.member.id),
    conversations: (await get(cookie, '/api/conversations')).json<ConversationList>().conversations.map((c) => c.partner.id),
    unread: (await get(cookie, '/api/me/badges')).json<{ unreadMessages: number }>().unreadMessages,
    conversation: (await get(cookie, `/api/conversations/${conversationId}`)).statusCode,
    messages: (await get(cookie, `/api/conversations/${conversationId}/messages`)).statusCode,
    profile: (await get(cookie, `/api/discovery/members/${memberId}`)).statusCode,
  });

  it('leaves the partner’s matches, conversations, unread count, conversation and profile view, and comes back when it ends', async () => {
    const { man: suspended, woman: partner, conversationId } = await matchedPair(app(), db());
    await sentMessage(app(), suspended.cookie, conversationId, 'Hello');
    const visible = { matches: [suspended.id], conversations: [suspended.id], unread: 1, conversation: 200, messages: 200, profile: 200 };
    expect(await seenBy(partner.cookie, suspended.id, conversationId)).toEqual(visible);

    await suspend(suspended.id);
    expect(await seenBy(partner.cookie, suspended.id, conversationId)).toEqual({
      matches: [],
      conversations: [],
      unread: 0,
      conversation: 404,
      messages: 404,
      profile: 404,
    });
    // Writing and read marks are refused alike: the same answer as a conversation that never was.
    const written = await sendMessage(app(), partner.cookie, conversationId, 'Are you there?');
    expect([written.statusCode, written.json().code]).toEqual([404, 'CONVERSATION_UNAVAILABLE']);
    const read = await app().inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: { cookie: partner.cookie },
      payload: { upTo: 1 },
    });
    expect([read.statusCode, read.json().code]).toEqual([404, 'CONVERSATION_UNAVAILABLE']);

    // The suspension is over: the match was kept, and so were its messages.
    await db()
      .update(memberRestrictions)
      .set({ until: new Date(Date.now() - 60_000) })
      .where(eq(memberRestrictions.userId, suspended.id));
    expect(await seenBy(partner.cookie, suspended.id, conversationId)).toEqual(visible);
  });

  it('closes the conversation on the partner’s open screen at once', async () => {
    const { man: suspended, woman: partner, conversationId } = await matchedPair(app(), db());
    const socket = await app().injectWS('/api/live', { headers: { cookie: partner.cookie, origin: SITE_ORIGIN } });
    const events = liveEventsOf(socket);
    await suspend(suspended.id);
    expect(await events.next('closed')).toEqual({ type: 'closed', conversationId });
    socket.terminate();
  });
});
