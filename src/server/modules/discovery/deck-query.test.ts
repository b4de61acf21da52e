// The deck's candidates statement (deck-query.ts): however it is shaped for speed (docs/targets.md S6,
// `npm run bench:discovery`), it must offer exactly the members the rules allow, walk past
// everything the viewer already swiped, and apply every Premium filter on the right row.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeckFilters } from '../../../shared/contracts/discovery';
import type { DatabaseHandle } from '../../db/client';
import { PROFILE_PROMPT_KEYS } from '../../../shared/contracts/profile-prompts';
import {
  blocks,
  memberRestrictions,
  profilePhotos,
  profilePrompts,
  profiles,
  questionnaireAnswers,
  subscriptions,
  swipes,
  users,
} from '../../db/schema';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, yearsAgo } from '../../test/discovery-members';
import { deckFor } from './deck';
import { CANDIDATE_POOL, deckCandidates } from './deck-query';
import { readViewer } from '../member-cards/viewer';
import { readScoringRow } from '../member-cards/member-rows';

const MINUTE_MS = 60_000;

describe.each(testDatabases())('deck candidates on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase.open();
  });
  afterEach(async () => {
    await database.close();
  });

  const db = () => database.db;
  const now = new Date();
  const viewerId = () => insertMember(db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
  const candidates = async (id: string, filters: DeckFilters = {}) => {
    const viewer = await readViewer(db(), id, now);
    return (await deckCandidates(db(), viewer!.profile, filters, now)).map((row) => row.id);
  };
  const activeMinutesAgo = (id: string, minutes: number) =>
    db()
      .update(profiles)
      .set({ lastActiveAt: new Date(now.getTime() - minutes * MINUTE_MS) })
      .where(eq(profiles.userId, id));

  it('walks past every member the viewer swiped or is blocked with, however many, most recently active first', async () => {
    const me = await viewerId();
    const members: string[] = [];
    for (let index = 0; index < CANDIDATE_POOL + 4; index++) {
      const id = await insertMember(db(), { email: `woman-${index}@example.org` });
      await activeMinutesAgo(id, index);
      members.push(id);
    }
    // The most recently active: swiped both ways, blocked by the viewer, and blocking the viewer.
    const swiped = members.slice(0, CANDIDATE_POOL);
    await db()
      .insert(swipes)
      .values(swiped.map((targetId, index) => ({ swiperId: me, targetId, direction: index % 2 ? ('like' as const) : ('pass' as const) })));
    const [blockedByMe, blockingMe, ...rest] = members.slice(CANDIDATE_POOL);
    await db()
      .insert(blocks)
      .values([
        { blockerId: me, blockedId: blockedByMe! },
        { blockerId: blockingMe!, blockedId: me },
      ]);
    expect(await candidates(me)).toEqual(rest);
  });

  it("names each candidate's row versions as the scoring row does, so the deck scores no copy the database no longer holds", async () => {
    const me = await viewerId();
    const woman = await insertMember(db(), { email: 'woman@example.org' });
    const versionInDeck = async () => {
      const viewer = await readViewer(db(), me, now);
      return (await deckCandidates(db(), viewer!.profile, {}, now))[0]?.version;
    };
    const before = await versionInDeck();
    expect(before).toBe((await readScoringRow(db(), woman))?.version);
    await db().update(questionnaireAnswers).set({ lifestyle: 'active' }).where(eq(questionnaireAnswers.userId, woman));
    const after = await versionInDeck();
    expect(after).not.toBe(before);
    expect(after).toBe((await readScoringRow(db(), woman))?.version);
  });

  it("takes the viewer's terms from the copy kept by row version only while the database still names it", async () => {
    const me = await viewerId();
    const woman = await insertMember(db(), { email: 'woman@example.org' });
    const deckIdsOf = async () => (await deckFor(db(), me, true, {}, now)).cards.map((card) => card.id);
    expect(await deckIdsOf()).toEqual([woman]);
    // Changed by hand, as another server or an edit would: the kept copy (ages 25 to 40) still offers her.
    await db().update(profiles).set({ ageMin: 18, ageMax: 20 }).where(eq(profiles.userId, me));
    expect(await deckIdsOf()).toEqual([]);
    // And back, now from a kept copy whose deck is empty, so that the statement names no version.
    await db().update(profiles).set({ ageMin: 25, ageMax: 40 }).where(eq(profiles.userId, me));
    expect(await deckIdsOf()).toEqual([woman]);
    // The profile gone: no deck from the kept copy.
    await db().delete(profiles).where(eq(profiles.userId, me));
    expect(await deckFor(db(), me, true, {}, now)).toMatchObject({ needsProfile: true, cards: [] });
  });

  it("shows each card as its member's rows are now on the next computed page: name, city, job, bio, photo, prompts, Premium badge", async () => {
    const me = await viewerId();
    const woman = await insertMember(db(), { email: 'woman@example.org', displayName: 'Amina Warsame', plans: ['basic', 'premium'] });
    const cardNow = async () => (await deckFor(db(), me, true, {}, now)).cards[0];
    expect(await cardNow()).toMatchObject({ id: woman, displayName: 'Amina', city: 'Minneapolis', isPremium: true, photo: null });
    expect(await cardNow()).not.toHaveProperty('prompts');
    // Every card column changed by hand between two computed pages, the profile row with them, so
    // the version the kept card is checked by moves (deck-kept-cards.test.ts covers each write alone).
    await db().update(users).set({ displayName: 'Hodan Warsame' }).where(eq(users.id, woman));
    await db().update(profiles).set({ city: 'Saint Paul', profession: 'Nurse' }).where(eq(profiles.userId, woman));
    await db().update(questionnaireAnswers).set({ bio: 'A new bio' }).where(eq(questionnaireAnswers.userId, woman));
    await db().insert(profilePhotos).values({ userId: woman, position: 0, largeKey: 'large', cardKey: 'card', width: 800, height: 1000 });
    await db().insert(profilePrompts).values({ userId: woman, promptKey: PROFILE_PROMPT_KEYS[0], answer: 'An answer', position: 0 });
    await db()
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(and(eq(subscriptions.userId, woman), eq(subscriptions.plan, 'premium')));
    expect(await cardNow()).toMatchObject({
      id: woman,
      displayName: 'Hodan',
      city: 'Saint Paul',
      profession: 'Nurse',
      bio: 'A new bio',
      isPremium: false,
      photo: { large: { width: 800 } },
      prompts: [{ key: PROFILE_PROMPT_KEYS[0], answer: 'An answer' }],
    });
    // Banned: no card at all, and so no photo address that would answer 404.
    await db().insert(memberRestrictions).values({ userId: woman, kind: 'banned', reason: 'Test ban' });
    expect(await cardNow()).toBeUndefined();
  });

  it('offers a running boost first, even from a member long inactive, unless swiped', async () => {
    const me = await viewerId();
    const recent = await insertMember(db(), { email: 'recent@example.org' });
    const boosted = await insertMember(db(), { email: 'boosted@example.org' });
    const boostedSwiped = await insertMember(db(), { email: 'boosted-swiped@example.org' });
    const boostOver = await insertMember(db(), { email: 'boost-over@example.org' });
    for (const [id, minutes, boostMinutes] of [
      [boosted, 50_000, 60],
      [boostedSwiped, 40_000, 90],
      [boostOver, 30_000, -1],
    ] as const) {
      await db()
        .update(profiles)
        .set({
          lastActiveAt: new Date(now.getTime() - minutes * MINUTE_MS),
          boostEndsAt: new Date(now.getTime() + boostMinutes * MINUTE_MS),
        })
        .where(eq(profiles.userId, id));
    }
    await db().insert(swipes).values({ swiperId: me, targetId: boostedSwiped, direction: 'pass' });
    expect(await candidates(me)).toEqual([boosted, recent, boostOver]);
  });

  it('serves every viewer their own deck from the one prepared statement, also once PostgreSQL keeps one plan for it', async () => {
    const man = await viewerId();
    const woman = await insertMember(db(), { email: 'woman@example.org' });
    const otherMan = await insertMember(db(), {
      email: 'other-man@example.org',
      profile: { ...MAN, ageMax: 45 },
      dateOfBirth: yearsAgo(40),
    });
    // Too old for the first man, not for the other.
    const older = await insertMember(db(), { email: 'older@example.org', dateOfBirth: yearsAgo(44) });
    // PostgreSQL plans a prepared statement for its values five times, then may keep a generic plan.
    for (let round = 0; round < 8; round++) {
      if (round === 4) await db().insert(swipes).values({ swiperId: woman, targetId: otherMan, direction: 'pass' });
      expect(await candidates(man)).toEqual([woman]);
      expect((await candidates(woman)).sort()).toEqual(round < 4 ? [man, otherMan].sort() : [man]);
      expect(await candidates(older)).toEqual([otherMan]);
      expect(await candidates(man, { ageMax: 29 })).toEqual([]);
    }
  });

  it("applies Premium's filters on the profile, the birth date and the questionnaire", async () => {
    const me = await viewerId();
    const young = await insertMember(db(), { email: 'young@example.org', dateOfBirth: yearsAgo(26) });
    const older = await insertMember(db(), {
      email: 'older@example.org',
      dateOfBirth: yearsAgo(38),
      questionnaire: { relationshipGoals: 'long_term' },
      profile: { religion: 'islam', showReligion: true, heritageCountry: 'mali', showHeritage: true, languages: ['wo', 'fr'] },
    });
    // A filter on what a member hides must not find them by it (decision 0012).
    const privateFaith = await insertMember(db(), {
      email: 'private@example.org',
      profile: { religion: 'islam', showReligion: false, heritageCountry: 'mali', showHeritage: false },
    });
    expect((await candidates(me)).sort()).toEqual([young, older, privateFaith].sort());
    expect(await candidates(me, { ageMin: 35 })).toEqual([older]);
    expect((await candidates(me, { ageMax: 31 })).sort()).toEqual([young, privateFaith].sort());
    expect(await candidates(me, { goal: ['long_term', 'friendship'] })).toEqual([older]);
    expect(await candidates(me, { religion: ['islam'] })).toEqual([older]);
    expect(await candidates(me, { heritage: ['mali'] })).toEqual([older]);
    expect(await candidates(me, { languages: ['fr'] })).toEqual([older]);
    expect(await candidates(me, { goal: ['casual'] })).toEqual([]);
  });

  it("keeps the profile's copy of the birth date equal to the user's, whatever the code writes", async () => {
    const birthDateOf = async (id: string) =>
      (await db().select({ dateOfBirth: profiles.dateOfBirth }).from(profiles).where(eq(profiles.userId, id)))[0]?.dateOfBirth;
    const id = await insertMember(db(), { email: 'copy@example.org', dateOfBirth: '1990-04-12' });
    expect(await birthDateOf(id)).toBe('1990-04-12');
    await db().update(profiles).set({ dateOfBirth: '2001-01-01', city: 'Dakar' }).where(eq(profiles.userId, id));
    expect(await birthDateOf(id)).toBe('1990-04-12');
    await db().update(users).set({ dateOfBirth: '1991-05-13' }).where(eq(users.id, id));
    expect(await birthDateOf(id)).toBe('1991-05-13');
  });
});
