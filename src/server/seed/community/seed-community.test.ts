// The demo community in a real database and storage: seeded the same way twice, once only, every
// member passing what the deck asks of them with WebP photos in storage, the README's demo
// accounts with matches and members who already liked them, and the memberships moved forward
// on every start.
import { and, count, eq, inArray, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DeckResponse, SwipeResponse } from '../../../shared/contracts/discovery';
import { DEVELOPMENT_AUTH_SECRET } from '../../config/env';
import { accounts, matches, profilePhotos, profiles, subscriptions, swipes, users } from '../../db/schema';
import { passesHardFilters } from '../../modules/member-cards/compatibility';
import { readViewer } from '../../modules/member-cards/viewer';
import { readMembershipFlags } from '../../modules/payments/membership';
import { PHOTO_RENDITIONS } from '../../modules/photos/service';
import { hasCompletedQuestionnaire } from '../../modules/questionnaire/queries';
import { hasVerifiedIdentity } from '../../modules/verification/identity-status';
import { sessionCookieOf, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { DEMO_MEMBER_PASSWORD } from '../accounts';
import { seedDemoData } from '../demo';
import { ANCHOR_EMAILS, ANCHOR_MATCHES, ANCHOR_PENDING_LIKES } from './anchors';
import { DEMO_MEMBER_DOMAIN } from './generate';
import { DEMO_SUBSCRIPTION_PREFIX, seedDemoCommunity } from './seed-community';

const SIZE = 40;
/** Enough women and men in both demo accounts' age ranges for all their matches and likes. */
const ANCHORED_SIZE = 80;
const DAY_MS = 86_400_000;

describe.each(testDatabases())('the demo community on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const seed = (size = SIZE, now?: Date) => seedDemoCommunity(db(), app().storage, { size, now });
  const demoMembers = () =>
    db()
      .select({ id: users.id, email: users.email, name: users.displayName, dateOfBirth: users.dateOfBirth })
      .from(users)
      .where(like(users.email, `%@${DEMO_MEMBER_DOMAIN}`))
      .orderBy(users.email);
  const rowCount = async (table: typeof swipes | typeof matches | typeof profilePhotos | typeof subscriptions) =>
    (await db().select({ value: count() }).from(table))[0]!.value;

  it('adds the members, their photos, swipes and matches once; a second start adds nothing', async () => {
    const report = await seed();
    expect(report).toMatchObject({ members: SIZE, total: SIZE });
    expect(report.photos).toBeGreaterThanOrEqual(SIZE);
    expect(report.swipes).toBeGreaterThan(SIZE);
    expect(report.confirmedMatches).toBeGreaterThan(0);
    expect(await rowCount(profilePhotos)).toBe(report.photos);
    expect(await rowCount(swipes)).toBe(report.swipes);
    expect(await rowCount(matches)).toBe(report.matches);
    const confirmed = await db().select({ value: count() }).from(matches).where(eq(matches.confirmed, true));
    expect(confirmed[0]!.value).toBe(report.confirmedMatches);
    const before = { members: await demoMembers(), swipes: await rowCount(swipes), subscriptions: await rowCount(subscriptions) };

    const again = await seed();
    expect(again).toMatchObject({ members: 0, photos: 0, swipes: 0, matches: 0, total: SIZE });
    expect(await demoMembers()).toEqual(before.members);
    expect(await rowCount(swipes)).toBe(before.swipes);
    expect(await rowCount(subscriptions)).toBe(before.subscriptions);
  });

  it('seeds the same members, with the same ids and photos, when seeded again from nothing', async () => {
    const now = new Date();
    await seed(SIZE, now);
    const first = { members: await demoMembers(), photos: await db().select().from(profilePhotos).orderBy(profilePhotos.id) };
    await db()
      .delete(users)
      .where(like(users.email, `%@${DEMO_MEMBER_DOMAIN}`));
    expect(await demoMembers()).toEqual([]);
    await seed(SIZE, now);
    expect(await demoMembers()).toEqual(first.members);
    expect(await db().select().from(profilePhotos).orderBy(profilePhotos.id)).toEqual(first.photos);
  });

  it('gives every member what the deck asks for, and no password anyone could sign in with', async () => {
    await seed();
    const members = await demoMembers();
    expect(members).toHaveLength(SIZE);
    for (const member of members) {
      expect(await hasVerifiedIdentity(db(), member.id), member.email).toBe(true);
      expect((await readMembershipFlags(db(), member.id)).hasSubscription, member.email).toBe(true);
      expect(await hasCompletedQuestionnaire(db(), member.id), member.email).toBe(true);
      expect(await readViewer(db(), member.id, new Date()), member.email).not.toBeNull();
    }
    const ids = members.map((member) => member.id);
    const photoOwners = await db().selectDistinct({ userId: profilePhotos.userId }).from(profilePhotos);
    expect(photoOwners.map((row) => row.userId).sort()).toEqual([...ids].sort());
    expect(await db().select().from(accounts).where(inArray(accounts.userId, ids))).toEqual([]);
    const signedIn = await signIn(app(), members[0]!.email, DEMO_MEMBER_PASSWORD);
    expect(signedIn.statusCode).toBe(401);
  });

  it('stores every photo through the storage adapter as WebP at card size, without metadata', async () => {
    await seed();
    const rows = await db().select().from(profilePhotos);
    for (const row of rows) {
      expect(row.largeKey).toBe(`photos/${row.id}-large.webp`);
      expect(row.cardKey).toBe(`photos/${row.id}-card.webp`);
      for (const key of [row.largeKey, row.cardKey]) {
        const bytes = await app().storage.get(key);
        expect(bytes, key).not.toBeNull();
        const metadata = await sharp(bytes!).metadata();
        expect(metadata.format).toBe('webp');
        expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(PHOTO_RENDITIONS.card.maxSide);
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width: row.width, height: row.height });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
      }
    }
  });

  it('serves a member’s photo to a verified subscriber as WebP', async () => {
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET, { storage: app().storage, size: SIZE });
    const [photo] = await db()
      .select({ id: profilePhotos.id })
      .from(profilePhotos)
      .innerJoin(users, eq(users.id, profilePhotos.userId))
      .where(and(eq(profilePhotos.position, 0), like(users.email, `%@${DEMO_MEMBER_DOMAIN}`)))
      .orderBy(users.email)
      .limit(1);
    const cookie = sessionCookieOf(await signIn(app(), ANCHOR_EMAILS[0], DEMO_MEMBER_PASSWORD));
    const served = await app().inject({ url: `/api/photos/${photo!.id}/card`, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('gives Amina, Dawit and Selam a drawn portrait once, shown to their matches like the members\u2019 photos', async () => {
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET, { storage: app().storage, size: ANCHORED_SIZE });
    const portraits = () =>
      db()
        .select({ email: users.email, id: profilePhotos.id, position: profilePhotos.position, cardKey: profilePhotos.cardKey })
        .from(profilePhotos)
        .innerJoin(users, eq(users.id, profilePhotos.userId))
        .where(inArray(users.email, ['amina@demo.sahelhearts.test', ...ANCHOR_EMAILS]))
        .orderBy(users.email);
    const first = await portraits();
    expect(first.map((row) => [row.email, row.position])).toEqual([
      ['amina@demo.sahelhearts.test', 0],
      ['dawit@demo.sahelhearts.test', 0],
      ['selam@demo.sahelhearts.test', 0],
    ]);
    expect(new Set(first.map((row) => row.id)).size).toBe(3);
    for (const row of first) {
      const stored = await app().storage.get(row.cardKey);
      expect((await sharp(stored!).metadata()).format, row.email).toBe('webp');
    }
    // A second start adds nothing, and draws the same photo ids.
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET, { storage: app().storage, size: ANCHORED_SIZE });
    expect(await portraits()).toEqual(first);

    // Selam sees Dawit's portrait on his card in her match list, and may load it.
    const cookie = sessionCookieOf(await signIn(app(), ANCHOR_EMAILS[1], DEMO_MEMBER_PASSWORD));
    const list = (await app().inject({ url: '/api/matches', headers: { cookie } })).json<{
      matches: { member: { id: string; photo: { url: string } | null } }[];
    }>();
    const [dawit] = await db().select({ id: users.id }).from(users).where(eq(users.email, ANCHOR_EMAILS[0]));
    const card = list.matches.find((match) => match.member.id === dawit!.id)!.member;
    expect(card.photo?.url).toBe(`/api/photos/${first[1]!.id}/card`);
    const served = await app().inject({ url: card.photo!.url, headers: { cookie } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('gives Dawit and Selam matches, and members who liked them and fit what they ask for', async () => {
    const report = await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET, { storage: app().storage, size: ANCHORED_SIZE });
    expect(report?.members).toBe(ANCHORED_SIZE);
    const now = new Date();
    const anchorIds = (
      await db()
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, [...ANCHOR_EMAILS]))
    ).map((row) => row.id);
    for (const email of ANCHOR_EMAILS) {
      const [anchor] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      const self = (await readViewer(db(), anchor!.id, now))!.profile;
      const all = await db()
        .select()
        .from(matches)
        .where(or(eq(matches.memberA, anchor!.id), eq(matches.memberB, anchor!.id)));
      // Dawit and Selam are also matched with each other (conversations.test.ts).
      expect(all.filter((row) => anchorIds.includes(row.memberA) && anchorIds.includes(row.memberB) && row.confirmed)).toHaveLength(1);
      const rows = all.filter((row) => !(anchorIds.includes(row.memberA) && anchorIds.includes(row.memberB)));
      const confirmed = rows.filter((row) => row.confirmed);
      const pending = rows.filter((row) => !row.confirmed);
      expect(confirmed, email).toHaveLength(ANCHOR_MATCHES);
      expect(pending, email).toHaveLength(ANCHOR_PENDING_LIKES);
      for (const row of rows) {
        const otherId = row.memberA === anchor!.id ? row.memberB : row.memberA;
        const other = (await readViewer(db(), otherId, now))!.profile;
        expect(passesHardFilters(self, other), `${email} and ${otherId}`).toBe(true);
        const theirLike = await db()
          .select()
          .from(swipes)
          .where(and(eq(swipes.swiperId, otherId), eq(swipes.targetId, anchor!.id)));
        expect(theirLike.map((swipe) => swipe.direction)).toEqual(['like']);
        // Pending: they liked, the demo account has not swiped them yet.
        const mine = await db()
          .select()
          .from(swipes)
          .where(and(eq(swipes.swiperId, anchor!.id), eq(swipes.targetId, otherId)));
        expect(mine.map((swipe) => swipe.direction)).toEqual(row.confirmed ? ['like'] : []);
      }
    }

    // In Dawit's deck, a like on one who liked him is a match at once.
    const cookie = sessionCookieOf(await signIn(app(), ANCHOR_EMAILS[0], DEMO_MEMBER_PASSWORD));
    const deck = (await app().inject({ url: '/api/discovery/deck', headers: { cookie } })).json<DeckResponse>();
    const [dawit] = await db().select({ id: users.id }).from(users).where(eq(users.email, ANCHOR_EMAILS[0]));
    const likers = await db()
      .select({ id: swipes.swiperId })
      .from(swipes)
      .where(and(eq(swipes.targetId, dawit!.id), eq(swipes.direction, 'like')));
    const waiting = deck.cards.filter((card) => likers.some((liker) => liker.id === card.id));
    expect(waiting.length).toBeGreaterThanOrEqual(ANCHOR_PENDING_LIKES / 2);
    const liked = await app().inject({
      method: 'POST',
      url: '/api/discovery/swipes',
      headers: { cookie },
      payload: { targetId: waiting[0]!.id, direction: 'like' },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json<SwipeResponse>().match?.member.id).toBe(waiting[0]!.id);
  });

  it('moves the memberships forward on a later start, in place', async () => {
    const start = new Date();
    await seed(SIZE, start);
    const [member] = await demoMembers();
    const later = new Date(start.getTime() + 45 * DAY_MS);
    expect((await readMembershipFlags(db(), member!.id, later)).hasSubscription).toBe(false);
    const rowsBefore = await rowCount(subscriptions);
    expect(await seed(SIZE, later)).toMatchObject({ members: 0 });
    expect((await readMembershipFlags(db(), member!.id, later)).hasSubscription).toBe(true);
    expect(await rowCount(subscriptions)).toBe(rowsBefore);
    const periods = await db()
      .selectDistinct({ end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(like(subscriptions.providerSubscriptionId, `${DEMO_SUBSCRIPTION_PREFIX}%`));
    expect(periods).toEqual([{ end: new Date(later.getTime() + 30 * DAY_MS) }]);
  });

  it('adds only the missing members when the community grows, and nothing at size 0', async () => {
    expect(await seed(0)).toMatchObject({ members: 0, total: 0 });
    expect(await demoMembers()).toEqual([]);
    await seed(30);
    const first = await demoMembers();
    const grown = await seed(SIZE);
    expect(grown).toMatchObject({ members: SIZE - 30, total: SIZE });
    const all = await demoMembers();
    expect(all).toHaveLength(SIZE);
    for (const member of first) expect(all).toContainEqual(member);
    // Every profile row belongs to one member, once.
    const profileRows = await db().select({ userId: profiles.userId }).from(profiles);
    expect(new Set(profileRows.map((row) => row.userId)).size).toBe(profileRows.length);
  });

  it('turns the landing counters live: verified members and confirmed matches', async () => {
    const report = await seed();
    const counters = (await app().inject({ url: '/api/counters' })).json();
    expect(counters.verified).toEqual({ value: SIZE, source: 'live' });
    expect(counters.matches).toEqual({ value: report.confirmedMatches, source: 'live' });
  });
});
