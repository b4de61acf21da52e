// GET /api/me/badges (docs/architecture.md, "The member's shell"): who may ask, and what counts as
// a new like and an unread message.
import { describe, expect, it } from 'vitest';
import { blocks, memberRestrictions, swipes } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { matchedPair, sentMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

const URL = '/api/me/badges';

describe.each(testDatabases())('the badges on the member’s tabs, on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const badgesOf = (cookie: string) => app().inject({ url: URL, headers: { cookie } });

  it('answers only members past every step, and never from a cache', async () => {
    expect((await app().inject({ url: URL })).statusCode).toBe(401);

    const unverified = await signedInDiscoveryMember(app(), db(), { email: 'unverified@example.org', verified: false });
    const refused = await badgesOf(unverified.cookie);
    expect([refused.statusCode, refused.json().details?.reason]).toEqual([403, 'ONBOARDING_REQUIRED']);

    const unpaid = await signedInMember(app(), db(), 'unpaid@example.org');
    const unpaidAnswer = await badgesOf(unpaid);
    expect([unpaidAnswer.statusCode, unpaidAnswer.json().details?.reason]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);

    const member = await signedInDiscoveryMember(app(), db(), { email: 'member@example.org' });
    const answer = await badgesOf(member.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    // Exactly these two counts, nothing more.
    expect(answer.json()).toStrictEqual({ unreadMessages: 0, newLikes: 0 });
  });

  it('counts the likes not answered yet from members who may be seen, and the unread messages', async () => {
    const { man: partner, woman, conversationId } = await matchedPair(app(), db());
    const likerOf = (name: string, spec: { verified?: boolean } = {}) =>
      insertMember(db(), { email: `${name}@example.org`, profile: MAN, dateOfBirth: yearsAgo(33), ...spec });
    const [waiting, passed, likedBack, blocked, unverified, suspended, passedOn] = await Promise.all([
      likerOf('waiting'),
      likerOf('passed'),
      likerOf('liked-back'),
      likerOf('blocked'),
      likerOf('unverified', { verified: false }),
      likerOf('suspended'),
      likerOf('passed-on'),
    ]);
    // Each liked her, but `passedOn` passed her: a pass is no like.
    await db()
      .insert(swipes)
      .values([
        ...[waiting, passed, likedBack, blocked, unverified, suspended].map((swiperId) => ({
          swiperId,
          targetId: woman.id,
          direction: 'like' as const,
        })),
        { swiperId: passedOn, targetId: woman.id, direction: 'pass' as const },
      ]);
    expect((await badgesOf(woman.cookie)).json()).toEqual({ unreadMessages: 0, newLikes: 6 - 1 });

    // She answered two of them; one blocked her; one is suspended.
    await db()
      .insert(swipes)
      .values([
        { swiperId: woman.id, targetId: passed, direction: 'pass' },
        { swiperId: woman.id, targetId: likedBack, direction: 'like' },
      ]);
    await db().insert(blocks).values({ blockerId: blocked, blockedId: woman.id });
    await db()
      .insert(memberRestrictions)
      .values({ userId: suspended, kind: 'suspended', until: new Date(Date.now() + 86_400_000), reason: 'Asked for money' });
    await sentMessage(app(), partner.cookie, conversationId, 'Salaam!');
    await sentMessage(app(), partner.cookie, conversationId, 'How are you?');

    expect((await badgesOf(woman.cookie)).json()).toEqual({ unreadMessages: 2, newLikes: 1 });
    // Her own messages are not unread for her partner's... and his likes are his own.
    expect((await badgesOf(partner.cookie)).json()).toEqual({ unreadMessages: 0, newLikes: 0 });
  });
});
