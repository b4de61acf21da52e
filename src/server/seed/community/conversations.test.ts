// The demo conversations (conversations.ts) in a real database: Dawit and Selam matched and able
// to chat at once, each with a few conversations with the community in a language both list, the
// read marks as the demo accounts would have left them, nothing the safety rules would flag, and
// nothing more on a second start or in a pair that ended or no longer fits.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { ConversationList, ConversationView, SendMessageResponse } from '../../../shared/contracts/messages';
import { DEVELOPMENT_AUTH_SECRET } from '../../config/env';
import type { Database } from '../../db/client';
import { conversationMarks, matches, messageAllowances, messages, profiles, swipes, users } from '../../db/schema';
import { passesHardFilters } from '../../modules/member-cards/compatibility';
import { unmatch } from '../../modules/matches';
import { readViewer } from '../../modules/member-cards/viewer';
import { safetyFlagsOf } from '../../modules/messages/safety/rules';
import { sessionCookieOf, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { DEMO_MEMBER_PASSWORD } from '../accounts';
import { describeCommunity, seedDemoData } from '../demo';
import { ANCHOR_EMAILS } from './anchors';
import { DAWIT_AND_SELAM, DAWIT_SCRIPTS, SELAM_SCRIPTS } from './conversation-scripts';
import { DEMO_CONVERSATIONS_PER_ANCHOR, seedDemoConversations } from './conversations';

/** A community in which both demo accounts have at least three matches who share a language with them. */
const SIZE = 150;
const DAY_MS = 86_400_000;
const ETHIOPIC = /\p{Script=Ethiopic}/u;
const [DAWIT_EMAIL, SELAM_EMAIL] = ANCHOR_EMAILS;

it('writes demo lines the safety rules find nothing in', () => {
  const lines = [DAWIT_AND_SELAM, ...DAWIT_SCRIPTS.english, DAWIT_SCRIPTS.amharic, ...SELAM_SCRIPTS.english, SELAM_SCRIPTS.amharic].flat();
  for (const { text } of lines) {
    for (const [member, city] of [
      ['Hanna', 'Silver Spring'],
      ['Mohamed', 'Dubai'],
      ['Aïssatou', 'Paris'],
    ]) {
      const body = text.replaceAll('{member}', member!).replaceAll('{city}', city!);
      expect(safetyFlagsOf(body), body).toEqual([]);
    }
  }
});

describe.each(testDatabases())('the demo conversations on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = (): Database => testAppRef.current.database.db;
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const cookieOf = async (email: string) => sessionCookieOf(await signIn(app(), email, DEMO_MEMBER_PASSWORD));
  const conversationsOf = async (cookie: string) =>
    (await app().inject({ url: '/api/conversations', headers: { cookie } })).json<ConversationList>();
  const messageCount = async () => (await db().select({ value: count() }).from(messages))[0]!.value;
  const pairMatch = async (one: string, other: string) =>
    db()
      .select()
      .from(matches)
      .where(or(and(eq(matches.memberA, one), eq(matches.memberB, other)), and(eq(matches.memberA, other), eq(matches.memberB, one))));

  it('matches Dawit and Selam, whose last message waits unread for Dawit, and lets them chat at once', async () => {
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET);
    const now = new Date();
    expect(await seedDemoConversations(db(), now)).toBe(DAWIT_AND_SELAM.length);
    const [dawitId, selamId] = [await idOf(DAWIT_EMAIL), await idOf(SELAM_EMAIL)];

    // Matched as two likes leave them, and fit for each other's decks.
    const [match] = await pairMatch(dawitId, selamId);
    expect(match).toMatchObject({ confirmed: true });
    const likes = await db()
      .select({ swiperId: swipes.swiperId, direction: swipes.direction })
      .from(swipes)
      .where(inArray(swipes.swiperId, [dawitId, selamId]));
    expect(likes).toHaveLength(2);
    expect(likes.every((swipe) => swipe.direction === 'like')).toBe(true);
    const [dawit, selam] = [(await readViewer(db(), dawitId, now))!, (await readViewer(db(), selamId, now))!];
    expect(passesHardFilters(dawit.profile, selam.profile)).toBe(true);

    const dawitCookie = await cookieOf(DAWIT_EMAIL);
    const list = await conversationsOf(dawitCookie);
    expect(list.conversations).toHaveLength(1);
    const [conversation] = list.conversations;
    expect(conversation).toMatchObject({
      id: match!.id,
      partner: { id: selamId, displayName: 'Selam Haile' },
      lastMessage: { body: DAWIT_AND_SELAM.at(-1)!.text, fromMe: false },
      unread: 1,
    });
    expect(list.unreadTotal).toBe(1);
    // Seeded history is no sending of today: Dawit has his whole Basic allowance.
    expect(list.allowance.left).toBe(DISCOVERY_LIMITS.basicMessagesPerDay);
    expect(await db().select().from(messageAllowances)).toEqual([]);

    const view = (
      await app().inject({ url: `/api/conversations/${match!.id}`, headers: { cookie: dawitCookie } })
    ).json<ConversationView>();
    expect(view.messages.map((message) => [message.body, message.fromMe])).toEqual(
      DAWIT_AND_SELAM.map((line) => [line.text, line.from === 'dawit']),
    );
    const times = view.messages.map((message) => Date.parse(message.sentAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Math.max(now.getTime() - 2 * DAY_MS, Date.parse(view.matchedAt)));
    expect(times.at(-1)).toBeLessThan(now.getTime());
    // Selam has read everything Dawit wrote.
    expect(view.partnerReadUpTo).toBe(view.messages.filter((message) => message.fromMe).at(-1)!.id);

    const selamCookie = await cookieOf(SELAM_EMAIL);
    expect((await conversationsOf(selamCookie)).conversations).toMatchObject([
      { partner: { id: dawitId }, unread: 0, lastMessage: { fromMe: true } },
    ]);
    const sent = await app().inject({
      method: 'POST',
      url: `/api/conversations/${match!.id}/messages`,
      headers: { cookie: dawitCookie },
      payload: { clientId: randomUUID(), body: 'Here are my dates: the 14th to the 21st. See you soon, Selam!' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<SendMessageResponse>().allowance.left).toBe(DISCOVERY_LIMITS.basicMessagesPerDay - 1);
    expect((await conversationsOf(selamCookie)).conversations[0]).toMatchObject({ unread: 1, lastMessage: { fromMe: false } });
  });

  it('gives each demo account conversations with community matches in a language both list, marked as read but the newest', async () => {
    const report = await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET, { storage: app().storage, size: SIZE });
    expect(report?.messages).toBe(await messageCount());
    expect(describeCommunity(report!)).toContain(`, ${report!.messages} demo messages in `);
    const now = new Date();
    const stored = await db().select().from(messages).orderBy(messages.id);
    for (const message of stored) {
      expect(message.flags, message.body).toEqual([]);
      expect(safetyFlagsOf(message.body), message.body).toEqual([]);
    }
    const marks = await db().select().from(conversationMarks);
    const anchorIds = [await idOf(DAWIT_EMAIL), await idOf(SELAM_EMAIL)];
    for (const [position, email] of ANCHOR_EMAILS.entries()) {
      let amharic = 0;
      const anchorId = anchorIds[position]!;
      const languagesOf = async (id: string) =>
        (await db().select({ languages: profiles.languages }).from(profiles).where(eq(profiles.userId, id)))[0]!.languages;
      const mine = await db()
        .select()
        .from(matches)
        .where(and(eq(matches.confirmed, true), or(eq(matches.memberA, anchorId), eq(matches.memberB, anchorId))));
      const community = mine.filter((row) => !anchorIds.includes(row.memberA) || !anchorIds.includes(row.memberB));
      const talked = community
        .map((row) => ({ row, lines: stored.filter((message) => message.matchId === row.id) }))
        .filter(({ lines }) => lines.length > 0)
        .sort((a, b) => a.lines.at(-1)!.createdAt.getTime() - b.lines.at(-1)!.createdAt.getTime());
      expect(talked, email).toHaveLength(DEMO_CONVERSATIONS_PER_ANCHOR);

      for (const [index, { row, lines }] of talked.entries()) {
        const partnerId = row.memberA === anchorId ? row.memberB : row.memberA;
        expect(lines.length).toBeGreaterThanOrEqual(2);
        expect(lines.length).toBeLessThanOrEqual(6);
        expect(new Set(lines.map((line) => line.senderId))).toEqual(new Set([anchorId, partnerId]));
        // In a language both list.
        const language = ETHIOPIC.test(lines[0]!.body) ? 'am' : 'en';
        if (language === 'am') amharic += 1;
        for (const line of lines) expect(ETHIOPIC.test(line.body), line.body).toBe(language === 'am');
        expect(await languagesOf(anchorId)).toContain(language);
        expect(await languagesOf(partnerId)).toContain(language);
        // After the match, before now, the ids in time order.
        for (const line of lines) {
          expect(line.createdAt.getTime()).toBeGreaterThan(row.confirmedAt!.getTime());
          expect(line.createdAt.getTime()).toBeLessThan(now.getTime());
        }
        expect(lines.map((line) => line.createdAt.getTime())).toEqual(lines.map((line) => line.createdAt.getTime()).sort((a, b) => a - b));

        // The demo account read all but the newest conversation's last messages from the member:
        // those are neither read nor delivered. The member read everything.
        const anchorMark = marks.find((mark) => mark.matchId === row.id && mark.memberId === anchorId)!;
        expect(anchorMark.deliveredUpTo).toBe(anchorMark.readUpTo);
        const unread = lines.filter((line) => line.senderId === partnerId && line.id > anchorMark.readUpTo);
        if (index === talked.length - 1) {
          expect(unread.length, email).toBeGreaterThanOrEqual(1);
          expect(unread.length, email).toBeLessThanOrEqual(2);
          expect(unread.map((line) => line.id)).toEqual(lines.slice(-unread.length).map((line) => line.id));
        } else {
          expect(unread, email).toEqual([]);
        }
        const partnerMark = marks.find((mark) => mark.matchId === row.id && mark.memberId === partnerId);
        const lastOfAnchor = lines.filter((line) => line.senderId === anchorId).at(-1)!;
        expect(partnerMark).toMatchObject({ deliveredUpTo: lastOfAnchor.id, readUpTo: lastOfAnchor.id });
      }
      // Mostly English; one conversation in Amharic when the demo account and one of its matches
      // both list it, whoever the score made its matches.
      const partnersOf = community.map((row) => (row.memberA === anchorId ? row.memberB : row.memberA));
      const anchorSpeaksAmharic = (await languagesOf(anchorId)).includes('am');
      const sharesAmharic = anchorSpeaksAmharic && (await Promise.all(partnersOf.map(languagesOf))).some((list) => list.includes('am'));
      expect(amharic, email).toBe(sharesAmharic ? 1 : 0);
    }

    // What Dawit sees: Selam first, then the newest community conversation with its unread messages.
    const dawitList = await conversationsOf(await cookieOf(DAWIT_EMAIL));
    const withMessages = dawitList.conversations.filter((conversation) => conversation.lastMessage !== null);
    expect(withMessages).toHaveLength(DEMO_CONVERSATIONS_PER_ANCHOR + 1);
    expect(withMessages[0]).toMatchObject({ partner: { displayName: 'Selam Haile' }, unread: 1 });
    expect(withMessages[1]!.unread).toBeGreaterThanOrEqual(1);
    expect(withMessages.slice(2).map((conversation) => conversation.unread)).toEqual([0, 0]);
    expect(dawitList.allowance.left).toBe(DISCOVERY_LIMITS.basicMessagesPerDay);

    // A second start adds nothing.
    const before = {
      messages: await messageCount(),
      marks: await db().select().from(conversationMarks),
      matches: await db().select().from(matches),
    };
    const again = await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET, { storage: app().storage, size: SIZE });
    expect(again).toMatchObject({ members: 0, messages: 0 });
    expect(describeCommunity(again!)).not.toContain('demo messages');
    expect(await messageCount()).toBe(before.messages);
    expect(await db().select().from(matches)).toEqual(before.matches);
    const sortMarks = (rows: typeof before.marks) => [...rows].sort((a, b) => a.matchId - b.matchId || (a.memberId < b.memberId ? -1 : 1));
    expect(sortMarks(await db().select().from(conversationMarks))).toEqual(sortMarks(before.marks));
  });

  it('leaves Dawit and Selam apart when they no longer fit each other, and does not match them again once they unmatched', async () => {
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET);
    const [dawitId, selamId] = [await idOf(DAWIT_EMAIL), await idOf(SELAM_EMAIL)];
    const [selamProfile] = await db().select({ ageMax: profiles.ageMax }).from(profiles).where(eq(profiles.userId, selamId));
    // Selam now looks for men of 30 at most: Dawit is older.
    await db().update(profiles).set({ ageMax: 30 }).where(eq(profiles.userId, selamId));
    expect(await seedDemoConversations(db())).toBe(0);
    expect(await pairMatch(dawitId, selamId)).toEqual([]);
    expect(await db().select().from(swipes)).toEqual([]);

    await db().update(profiles).set({ ageMax: selamProfile!.ageMax }).where(eq(profiles.userId, selamId));
    expect(await seedDemoConversations(db())).toBe(DAWIT_AND_SELAM.length);
    const [match] = await pairMatch(dawitId, selamId);
    expect(await unmatch(db(), dawitId, match!.id)).toEqual({ partnerId: selamId });
    expect(await seedDemoConversations(db())).toBe(0);
    expect(await pairMatch(dawitId, selamId)).toEqual([]);
    expect(await messageCount()).toBe(0);
  });
});
