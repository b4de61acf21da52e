// Likes and Rewind (docs/decisions/0020-discovery.md, "Likes" and "Rewind"), through the API on a
// real database: who liked the member and is still unanswered, newest first, a page at a time for
// Premium; Basic's count and server-blurred tiles that name nobody; a like back through the
// deck's swipe; Premium's rewind of the last pass of the day, once per pass; and who may call each.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { DeckResponse } from '../../../shared/contracts/discovery';
import type { LikesResponse, RewindResponse } from '../../../shared/contracts/likes';
import { blocks, profilePhotos, swipes } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { jpegOf } from '../uploads/test/images';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('likes and rewind on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const viewer = (spec: Partial<Parameters<typeof insertMember>[1]> = {}) =>
    signedInDiscoveryMember(app(), db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32), ...spec });
  const premiumViewer = () => viewer({ plans: ['basic', 'premium'] });
  const likes = async (cookie: string, query = '') => {
    const response = await app().inject({ url: `/api/likes${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LikesResponse>();
  };
  const swipe = (cookie: string, targetId: string, direction: 'like' | 'pass') =>
    app().inject({ method: 'POST', url: '/api/discovery/swipes', headers: { cookie }, payload: { targetId, direction } });
  const rewind = (cookie: string) => app().inject({ method: 'POST', url: '/api/discovery/rewind', headers: { cookie } });
  /** `likerId` liked `targetId` at `at` (a swipe as the deck stores it). */
  const liked = (likerId: string, targetId: string, at: Date) =>
    db().insert(swipes).values({ swiperId: likerId, targetId, direction: 'like', createdAt: at });
  const ban = async (memberId: string) => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const answer = await app().inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/moderation`,
      headers: { cookie: admin },
      payload: { action: 'ban', reason: 'Asked for money' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** A main photo with a real card file, as an upload leaves it. */
  const withPhoto = async (userId: string) => {
    const card = await sharp(await jpegOf(480, 600))
      .webp({ quality: 78 })
      .toBuffer();
    const [photo] = await db()
      .insert(profilePhotos)
      .values({
        userId,
        position: 0,
        largeKey: `photos/${userId}-large.webp`,
        cardKey: `photos/${userId}-card.webp`,
        width: 480,
        height: 600,
      })
      .returning({ id: profilePhotos.id });
    await app().storage.put(`photos/${userId}-card.webp`, card, 'image/webp');
    return { photoId: photo!.id, card };
  };

  it('lists the unanswered likers newest first, a page at a time, as the deck shows them (Premium)', async () => {
    const me = await premiumViewer();
    const base = Date.now() - DAY_MS / 2;
    const likers: string[] = [];
    for (let index = 0; index < DISCOVERY_LIMITS.likesPageSize + 2; index += 1) {
      const id = await insertMember(db(), { email: `liker${index}@example.org` });
      // Two at the same millisecond: the id orders them.
      await liked(id, me.id, new Date(base + Math.min(index, DISCOVERY_LIMITS.likesPageSize) * 1000));
      likers.push(id);
    }
    const answered = await insertMember(db(), { email: 'answered@example.org' });
    await liked(answered, me.id, new Date(base + 100_000));
    expect((await swipe(me.cookie, answered, 'pass')).statusCode).toBe(200);
    const blocked = await insertMember(db(), { email: 'blocked@example.org' });
    await liked(blocked, me.id, new Date(base + 100_000));
    await db().insert(blocks).values({ blockerId: me.id, blockedId: blocked });
    const banned = await insertMember(db(), { email: 'banned@example.org' });
    await liked(banned, me.id, new Date(base + 100_000));
    await ban(banned);
    const unverified = await insertMember(db(), { email: 'unverified@example.org', verified: false });
    await liked(unverified, me.id, new Date(base + 100_000));
    // A like of someone else is not the viewer's.
    await liked(likers[0]!, answered, new Date(base));

    const expected = [...likers].sort((one, other) => {
      const time = (id: string) => Math.min(likers.indexOf(id), DISCOVERY_LIMITS.likesPageSize);
      return time(other) - time(one) || (other < one ? -1 : 1);
    });
    const first = await likes(me.cookie);
    if (!first.isPremium) throw new Error('expected the Premium answer');
    expect(first.count).toBe(likers.length);
    expect(first.likes.map((like) => like.member.id)).toEqual(expected.slice(0, DISCOVERY_LIMITS.likesPageSize));
    expect(first.likes[0]!.member).toMatchObject({ displayName: expect.stringMatching(/^liker/), age: 30, city: 'Minneapolis' });
    expect(first.likes[0]!.member.compatibility.score).toBeGreaterThanOrEqual(0);
    expect(first.nextCursor).not.toBeNull();
    const second = await likes(me.cookie, `?before=${first.nextCursor}`);
    if (!second.isPremium) throw new Error('expected the Premium answer');
    expect(second.likes.map((like) => like.member.id)).toEqual(expected.slice(DISCOVERY_LIMITS.likesPageSize));
    expect(second.nextCursor).toBeNull();

    for (const before of ['x', '1.a.b', '12.', '1.bad id']) {
      const refused = await app().inject({ url: `/api/likes?before=${encodeURIComponent(before)}`, headers: { cookie: me.cookie } });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('makes a match at once when Premium likes back through the swipe, and the liker leaves the list', async () => {
    const me = await premiumViewer();
    // Both like through the deck's swipe, which stores the like as one side of the pair's match row.
    const other = await signedInDiscoveryMember(app(), db(), { email: 'other@example.org' });
    expect((await swipe(other.cookie, me.id, 'like')).statusCode).toBe(200);
    const hodan = await signedInDiscoveryMember(app(), db(), { email: 'her@example.org', displayName: 'Hodan' });
    const her = hodan.id;
    expect((await swipe(hodan.cookie, me.id, 'like')).statusCode).toBe(200);
    expect((await likes(me.cookie)).count).toBe(2);
    const answer = await swipe(me.cookie, her, 'like');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().match).toMatchObject({ member: { id: her, displayName: 'Hodan' } });
    const after = await likes(me.cookie);
    expect(after.count).toBe(1);
    if (!after.isPremium) throw new Error('expected the Premium answer');
    expect(after.likes.map((like) => like.member.id)).not.toContain(her);
  });

  it('shows Basic the count and tiles blurred by the server, which name nobody and only their liker’s target may fetch', async () => {
    const me = await viewer();
    const her = await signedInDiscoveryMember(app(), db(), { email: 'her@example.org', displayName: 'Hodan Warsame' });
    const { photoId, card } = await withPhoto(her.id);
    const noPhoto = await insertMember(db(), { email: 'nophoto@example.org' });
    await liked(her.id, me.id, new Date(Date.now() - 1000));
    await liked(noPhoto, me.id, new Date(Date.now() - 2000));

    const response = await app().inject({ url: '/api/likes', headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(200);
    for (const secret of [her.id, noPhoto, 'Hodan', photoId]) expect(response.body).not.toContain(secret);
    const answer = response.json<LikesResponse>();
    if (answer.isPremium) throw new Error('expected the Basic answer');
    expect(answer.count).toBe(2);
    expect(answer.tiles).toHaveLength(2);
    expect(answer.tiles[1]).toEqual({ preview: null });
    const tileUrl = answer.tiles[0]!.preview!.url;
    // A Basic cursor would carry an id: Basic gets the first page only.
    expect(Object.keys(answer)).not.toContain('nextCursor');

    const tile = await app().inject({ url: tileUrl, headers: { cookie: me.cookie } });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/webp');
    const clear = await app().inject({ url: `/api/photos/${photoId}/card`, headers: { cookie: me.cookie } });
    expect(clear.rawPayload.equals(card)).toBe(true);
    expect(tile.rawPayload.equals(clear.rawPayload)).toBe(false);
    expect(tile.rawPayload.length).toBeLessThan(card.length / 10);
    const size = await sharp(tile.rawPayload).metadata();
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(32);
    // The same tile next time: made once.
    expect((await likes(me.cookie)).isPremium === false && (await likes(me.cookie))).toMatchObject({
      tiles: [{ preview: { url: tileUrl } }, {}],
    });

    // Someone she did not like, and the viewer once he answered, get the same 404 as no tile at all.
    const stranger = await signedInDiscoveryMember(app(), db(), { email: 'stranger@example.org', profile: MAN });
    expect((await app().inject({ url: tileUrl, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await app().inject({ url: tileUrl.replace(/[0-9a-f]{4}$/, '0000'), headers: { cookie: me.cookie } })).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/likes/previews/not-a-uuid', headers: { cookie: me.cookie } })).statusCode).toBe(404);
    expect((await swipe(me.cookie, her.id, 'pass')).statusCode).toBe(200);
    expect((await app().inject({ url: tileUrl, headers: { cookie: me.cookie } })).statusCode).toBe(404);
  });

  it('takes back the latest pass of the day once, restoring the card to the deck (Premium)', async () => {
    const me = await premiumViewer();
    const first = await insertMember(db(), { email: 'first@example.org' });
    const second = await insertMember(db(), { email: 'second@example.org', displayName: 'Second' });
    const deckIds = async () =>
      (await app().inject({ url: '/api/discovery/deck', headers: { cookie: me.cookie } }))
        .json<DeckResponse>()
        .cards.map((card) => card.id);
    const refused = async () => {
      const answer = await rewind(me.cookie);
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'NOTHING_TO_REWIND']);
    };

    await refused();
    expect((await swipe(me.cookie, first, 'pass')).statusCode).toBe(200);
    expect((await swipe(me.cookie, second, 'pass')).statusCode).toBe(200);
    expect(await deckIds()).toEqual([]);
    const answer = await rewind(me.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<RewindResponse>().member).toMatchObject({ id: second, displayName: 'Second' });
    expect(await deckIds()).toEqual([second]);
    // Once per pass: the pass before it stays.
    await refused();
    // Passed again, it may be taken back again.
    expect((await swipe(me.cookie, second, 'pass')).statusCode).toBe(200);
    expect((await rewind(me.cookie)).statusCode).toBe(200);
    // A like is never taken back.
    expect((await swipe(me.cookie, second, 'like')).statusCode).toBe(200);
    await refused();
    // Yesterday's pass is out of reach.
    const third = await insertMember(db(), { email: 'third@example.org' });
    expect((await swipe(me.cookie, third, 'pass')).statusCode).toBe(200);
    await db()
      .update(swipes)
      .set({ createdAt: new Date(Date.now() - DAY_MS - 1000), direction: 'pass' })
      .where(eq(swipes.swiperId, me.id));
    await refused();
  });

  it('lets only verified members read Likes, only Premium rewind, and nobody banned', async () => {
    for (const url of ['/api/likes', '/api/likes/previews/00000000-0000-4000-8000-000000000000']) {
      expect((await app().inject({ url })).statusCode).toBe(401);
    }
    expect((await app().inject({ method: 'POST', url: '/api/discovery/rewind' })).statusCode).toBe(401);

    const unverified = await signedInDiscoveryMember(app(), db(), { email: 'unverified@example.org', verified: false });
    const notYet = await app().inject({ url: '/api/likes', headers: { cookie: unverified.cookie } });
    expect([notYet.statusCode, notYet.json().details.reason]).toEqual([403, 'ONBOARDING_REQUIRED']);

    const basic = await viewer();
    expect((await likes(basic.cookie)).isPremium).toBe(false);
    const basicRewind = await rewind(basic.cookie);
    expect([basicRewind.statusCode, basicRewind.json().details.reason]).toEqual([403, 'PREMIUM_REQUIRED']);

    const premium = await signedInDiscoveryMember(app(), db(), { email: 'premium@example.org', plans: ['basic', 'premium'] });
    expect((await likes(premium.cookie)).isPremium).toBe(true);
    expect((await rewind(premium.cookie)).statusCode).toBe(409);

    await ban(premium.id);
    expect((await app().inject({ url: '/api/likes', headers: { cookie: premium.cookie } })).statusCode).toBe(401);
    expect((await rewind(premium.cookie)).statusCode).toBe(401);
  });
});
