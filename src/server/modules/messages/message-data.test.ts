// Messages in "Download my data" and "Delete my account" (docs/decisions/0023-messages.md,
// "Data"): the export holds what the member wrote, naming the other member by id only; a
// deletion erases both sides of every conversation the member was in, and the other member's
// open screen is told at once that the conversation has ended.
import { or, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationList } from '../../../shared/contracts/messages';
import { conversationMarks, matches, messages } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { matchMembers, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { liveEventsOf } from '../../test/live-events';
import { MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';

describe.each(testDatabases())('messages as personal data on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  /** A man talking with two women, and one quiet pair that has nothing to do with him. */
  const conversations = async () => {
    const man = await signedInDiscoveryMember(app(), db(), { email: 'man@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    const amina = await signedInDiscoveryMember(app(), db(), { email: 'amina@example.org' });
    const hawa = await signedInDiscoveryMember(app(), db(), { email: 'hawa@example.org' });
    const other = await signedInDiscoveryMember(app(), db(), { email: 'other@example.org', profile: MAN, dateOfBirth: yearsAgo(33) });
    const withAmina = await matchMembers(db(), man.id, amina.id);
    const withHawa = await matchMembers(db(), man.id, hawa.id);
    const untouched = await matchMembers(db(), other.id, hawa.id);
    for (const [cookie, id, body] of [
      [man.cookie, withAmina, 'Salaam Amina'],
      [amina.cookie, withAmina, 'Salaam! Kaif halak?'],
      [man.cookie, withHawa, 'Habari Hawa'],
      [hawa.cookie, untouched, 'Hello from Hawa'],
    ] as const) {
      expect((await sendMessage(app(), cookie, id, body)).statusCode).toBe(200);
    }
    // Read marks on both sides, so the deletion has them to erase too.
    await app().inject({
      method: 'POST',
      url: `/api/conversations/${withAmina}/read`,
      headers: { cookie: amina.cookie },
      payload: { upTo: 1 },
    });
    return { man, amina, hawa, other, withAmina, withHawa, untouched };
  };

  it('exports the messages the member wrote, naming the other member by id only', async () => {
    const { man, amina } = await conversations();
    const exported = await app().inject({ url: '/api/account/export', headers: { cookie: man.cookie } });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ messages: { to: string; body: string; sentAt: string }[] }>();
    expect(data.messages.map(({ to, body }) => ({ to, body }))).toEqual([
      { to: amina.id, body: 'Salaam Amina' },
      expect.objectContaining({ body: 'Habari Hawa' }),
    ]);
    // What Amina wrote to him is hers, not his.
    expect(exported.body).not.toContain('Kaif halak');
  });

  it('erases both sides of his conversations with his account, and tells the other member at once', async () => {
    const { man, amina, hawa, withAmina, withHawa, untouched } = await conversations();
    const socket = await app().injectWS('/api/live', { headers: { cookie: amina.cookie, origin: SITE_ORIGIN } });
    const events = liveEventsOf(socket);

    const deleted = await app().inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: man.cookie, origin: SITE_ORIGIN },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await events.next('closed')).toEqual({ type: 'closed', conversationId: withAmina });
    socket.terminate();

    const left = await db().select({ matchId: messages.matchId, body: messages.body }).from(messages);
    expect(left).toEqual([{ matchId: untouched, body: 'Hello from Hawa' }]);
    const marks = await db()
      .select()
      .from(conversationMarks)
      .where(or(eq(conversationMarks.matchId, withAmina), eq(conversationMarks.matchId, withHawa)));
    expect(marks).toEqual([]);
    expect(await db().select({ id: matches.id }).from(matches)).toEqual([{ id: untouched }]);

    // Amina's conversation has ended; Hawa keeps her other one.
    const opened = await app().inject({ url: `/api/conversations/${withAmina}`, headers: { cookie: amina.cookie } });
    expect([opened.statusCode, opened.json().code]).toEqual([404, 'CONVERSATION_UNAVAILABLE']);
    const list = async (cookie: string) =>
      (await app().inject({ url: '/api/conversations', headers: { cookie } })).json<ConversationList>().conversations.map(({ id }) => id);
    expect(await list(amina.cookie)).toEqual([]);
    expect(await list(hawa.cookie)).toEqual([untouched]);
  });
});
