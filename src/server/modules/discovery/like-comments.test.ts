// A like with a comment (docs/decisions/0020-discovery.md, "A like with a comment"), through the API
// on a real database: a comment on one of the liked member's prompts or photos, checked like the
// like itself (blocks, bans, who may swipe), refused and stored nothing when it is about anything
// else, and read on Likes: its words by Premium, only that there is one by Basic.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LikesResponse } from '../../../shared/contracts/likes';
import { blocks, profilePhotos, profilePrompts, swipes } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

const COMMENT = 'I make it too, with extra lime!';

describe.each(testDatabases())('likes with a comment on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const liker = () => signedInDiscoveryMember(app(), db(), { email: 'liker@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
  /** The liked member, Premium or Basic, with one prompt answered and one photo. */
  const liked = async (plans: ('basic' | 'premium')[] = ['basic', 'premium']) => {
    const member = await signedInDiscoveryMember(app(), db(), { email: 'liked@example.org', plans });
    await db().insert(profilePrompts).values({ userId: member.id, promptKey: 'dish_from_home', answer: 'Thieboudienne.', position: 0 });
    const [photo] = await db()
      .insert(profilePhotos)
      .values({ userId: member.id, position: 0, largeKey: 'large', cardKey: 'card', width: 480, height: 600 })
      .returning({ id: profilePhotos.id });
    return { ...member, photoId: photo!.id };
  };
  const swipe = (cookie: string | undefined, payload: object) =>
    app().inject({ method: 'POST', url: '/api/discovery/swipes', headers: cookie ? { cookie } : {}, payload });
  const likes = async (cookie: string) => (await app().inject({ url: '/api/likes', headers: { cookie } })).json<LikesResponse>();
  const swipeOf = async (swiperId: string, targetId: string) =>
    (
      await db()
        .select()
        .from(swipes)
        .where(and(eq(swipes.swiperId, swiperId), eq(swipes.targetId, targetId)))
    )[0];

  it('stores a comment on a prompt with the like, and Premium reads it on Likes', async () => {
    const [me, them] = [await liker(), await liked()];
    const answer = await swipe(me.cookie, {
      targetId: them.id,
      direction: 'like',
      comment: { text: `  ${COMMENT} `, on: { prompt: 'dish_from_home' } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await swipeOf(me.id, them.id)).toMatchObject({
      direction: 'like',
      comment: COMMENT,
      commentPrompt: 'dish_from_home',
      commentPhotoId: null,
    });
    const page = await likes(them.cookie);
    expect(page.isPremium && page.likes.map((like) => like.comment)).toEqual([{ text: COMMENT, on: { prompt: 'dish_from_home' } }]);
  });

  it('stores a comment on a photo; Premium sees which photo, Basic only that there is a comment', async () => {
    const me = await liker();
    const them = await liked(['basic']);
    const answer = await swipe(me.cookie, {
      targetId: them.id,
      direction: 'like',
      comment: { text: COMMENT, on: { photo: them.photoId } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await swipeOf(me.id, them.id)).toMatchObject({ comment: COMMENT, commentPrompt: null, commentPhotoId: them.photoId });
    const basic = await likes(them.cookie);
    expect(basic).toMatchObject({ isPremium: false, count: 1 });
    expect(!basic.isPremium && basic.tiles.map((tile) => tile.commented)).toEqual([true]);
    // Nothing of the comment's words reaches a Basic member: they could name the liker.
    expect(JSON.stringify(basic)).not.toContain('lime');

    const premium = await signedInDiscoveryMember(app(), db(), { email: 'premium@example.org', plans: ['basic', 'premium'] });
    const [photo] = await db()
      .insert(profilePhotos)
      .values({ userId: premium.id, position: 0, largeKey: 'l2', cardKey: 'c2', width: 240, height: 300 })
      .returning({ id: profilePhotos.id });
    await swipe(me.cookie, { targetId: premium.id, direction: 'like', comment: { text: COMMENT, on: { photo: photo!.id } } });
    const page = await likes(premium.cookie);
    expect(page.isPremium && page.likes[0]?.comment).toEqual({
      text: COMMENT,
      on: { photo: { url: `/api/photos/${photo!.id}/card`, width: 240, height: 300 } },
    });
    // A photo deleted since: the comment stays, about no photo.
    await db().delete(profilePhotos).where(eq(profilePhotos.id, photo!.id));
    const after = await likes(premium.cookie);
    expect(after.isPremium && after.likes[0]?.comment).toEqual({ text: COMMENT, on: { photo: null } });
  });

  it('keeps the plain like as it was: no comment stored, none on Likes', async () => {
    const [me, them] = [await liker(), await liked()];
    expect((await swipe(me.cookie, { targetId: them.id, direction: 'like' })).statusCode).toBe(200);
    expect(await swipeOf(me.id, them.id)).toMatchObject({ comment: null, commentPrompt: null, commentPhotoId: null });
    const page = await likes(them.cookie);
    expect(page.isPremium && page.likes[0]).not.toHaveProperty('comment');
  });

  it.each([
    ['a prompt the member did not answer', () => ({ prompt: 'proud_of' })],
    ["another member's photo", (other: string) => ({ photo: other })],
    ['a photo that does not exist', () => ({ photo: '00000000-0000-4000-8000-000000000000' })],
  ])('refuses a comment on %s with 409 and stores no swipe', async (_case, on) => {
    const [me, them] = [await liker(), await liked()];
    const [mine] = await db()
      .insert(profilePhotos)
      .values({ userId: me.id, position: 0, largeKey: 'l3', cardKey: 'c3', width: 10, height: 10 })
      .returning({ id: profilePhotos.id });
    const refused = await swipe(me.cookie, { targetId: them.id, direction: 'like', comment: { text: COMMENT, on: on(mine!.id) } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('COMMENT_TARGET_UNAVAILABLE');
    expect(await swipeOf(me.id, them.id)).toBeUndefined();
  });

  it.each([
    ['an unknown prompt key', { text: COMMENT, on: { prompt: 'favourite_colour' } }],
    ['both a prompt and a photo', { text: COMMENT, on: { prompt: 'dish_from_home', photo: '00000000-0000-4000-8000-000000000000' } }],
    ['an empty text', { text: '  ', on: { prompt: 'dish_from_home' } }],
    ['a text that is too long', { text: 'a'.repeat(201), on: { prompt: 'dish_from_home' } }],
    ['half an emoji', { text: 'Hi \uD83D', on: { prompt: 'dish_from_home' } }],
  ])('refuses %s with a translated 400 and stores nothing', async (_case, comment) => {
    const [me, them] = [await liker(), await liked()];
    const refused = await swipe(me.cookie, { targetId: them.id, direction: 'like', comment });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
    expect(await swipeOf(me.id, them.id)).toBeUndefined();
  });

  it('refuses a comment on a pass', async () => {
    const [me, them] = [await liker(), await liked()];
    const refused = await swipe(me.cookie, {
      targetId: them.id,
      direction: 'pass',
      comment: { text: COMMENT, on: { prompt: 'dish_from_home' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await swipeOf(me.id, them.id)).toBeUndefined();
  });

  it('follows the rules of a like: a visitor 401, an unverified member 403, a block or a ban 404', async () => {
    const them = await liked();
    const payload = { targetId: them.id, direction: 'like', comment: { text: COMMENT, on: { prompt: 'dish_from_home' } } };
    expect((await swipe(undefined, payload)).statusCode).toBe(401);
    const unpaid = await signedInMember(app(), db(), 'unpaid@example.org');
    expect((await swipe(unpaid, payload)).statusCode).toBe(403);

    const me = await liker();
    await db().insert(blocks).values({ blockerId: them.id, blockedId: me.id });
    const blocked = await swipe(me.cookie, payload);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().code).toBe('NOT_FOUND');
    await db().delete(blocks);

    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const ban = await app().inject({
      method: 'POST',
      url: `/api/admin/members/${them.id}/moderation`,
      headers: { cookie: admin },
      payload: { action: 'ban', reason: 'Asked for money' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await swipe(me.cookie, payload)).statusCode).toBe(404);
    expect(await swipeOf(me.id, them.id)).toBeUndefined();
  });
});
