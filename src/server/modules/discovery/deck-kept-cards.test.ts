// The deck's cards kept in memory by row version (member-cards/kept-cards.ts,
// docs/decisions/0020-discovery.md, "The page's cards kept by row version"): a page whose cards
// are kept sends no card statement, and whatever changes a card (the profile, a photo, the
// prompts, Premium, a paid period running out) shows on the next computed page, on this server
// and on another; a member hidden, paused or blocked is gone from it whatever is kept.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeckResponse } from '../../../shared/contracts/discovery';
import { PROFILE_PROMPT_KEYS } from '../../../shared/contracts/profile-prompts';
import { createInProcessLiveBus } from '../../adapters/live-bus/in-process-live-bus';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { blocks, memberRestrictions, profilePhotos, profiles, subscriptions, users } from '../../db/schema';
import { sessionCookieOf, signIn } from '../../test/accounts';
import { type TestDatabaseHandle, testDatabases } from '../../test/databases';
import { insertMember, MAN, yearsAgo } from '../../test/discovery-members';
import { profileBody } from '../../test/profile-body';
import { cardRowsOf } from '../member-cards';
import { MAX_AGE_MS } from '../member-cards/kept-cards';
import { readCardRows } from '../member-cards/member-rows';
import { recordPaymentEvent } from '../payments/queries';
import { deletePhoto, insertPhoto } from '../photos/queries';
import { saveProfile } from '../profile/queries';
import { saveProfilePrompts } from '../profile/prompts';
import { deckFor } from './deck';

const HOUR_MS = 3_600_000;

/** Another server over the same database: its own drizzle instance, so its own kept cards. */
function anotherServer(database: TestDatabaseHandle): Database {
  const client: unknown = Reflect.get(database.db, '$client');
  if (database.kind === 'pglite') return drizzlePglite(client as PGlite, { schema });
  return drizzlePg(client as pg.Pool, { schema });
}

const newPhoto = (width: number) => ({ id: randomUUID(), largeKey: `large-${width}`, cardKey: `card-${width}`, width, height: 1000 });

describe.each(testDatabases())('the deck’s kept cards on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase.open();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.close();
  });

  const db = () => database.db;
  const now = new Date();
  const viewerId = () => insertMember(db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
  const herCard = async (on: Database, viewer: string, at = now) => (await deckFor(on, viewer, true, {}, at)).cards[0];

  it('shows a kept card, not read again, until a write moves its version or the copy is too old', async () => {
    const me = await viewerId();
    const her = await insertMember(db(), { email: 'her@example.org', displayName: 'Amina Warsame' });
    expect(await herCard(db(), me)).toMatchObject({ id: her, displayName: 'Amina' });

    // A name changed behind the app's back moves no version: the page shows the kept card, not
    // read again (the name the database holds now is not on it), until the copy's age limit.
    await db().update(users).set({ displayName: 'Hodan Warsame' }).where(eq(users.id, her));
    expect(await herCard(db(), me)).toMatchObject({ displayName: 'Amina' });
    expect(await herCard(db(), me, new Date(now.getTime() + MAX_AGE_MS - 1))).toMatchObject({ displayName: 'Amina' });
    expect(await herCard(db(), me, new Date(now.getTime() + MAX_AGE_MS))).toMatchObject({ displayName: 'Hodan' });

    // Saving the profile (the name lives on the user row) writes the profile row with it.
    await saveProfile(db(), her, profileBody({ displayName: 'Sahra Warsame', gender: 'woman', seeking: 'men', ageMin: 25, ageMax: 45 }));
    expect(await herCard(db(), me)).toMatchObject({ displayName: 'Sahra', city: 'Lyon' });
  });

  it('shows a new main photo, a deleted one, new prompts and a Premium badge bought on the next page', async () => {
    const me = await viewerId();
    const her = await insertMember(db(), { email: 'her@example.org' });
    expect(await herCard(db(), me)).toMatchObject({ id: her, photo: null, isPremium: false });
    expect(await herCard(db(), me)).not.toHaveProperty('prompts');

    const first = newPhoto(800);
    await insertPhoto(db(), her, first);
    expect(await herCard(db(), me)).toMatchObject({ photo: { id: first.id, large: { width: 800 } } });
    const second = newPhoto(700);
    await insertPhoto(db(), her, second);
    await deletePhoto(db(), her, first.id);
    expect(await herCard(db(), me)).toMatchObject({ photo: { id: second.id, large: { width: 700 } } });

    await saveProfilePrompts(db(), her, { prompts: [{ key: PROFILE_PROMPT_KEYS[0], answer: 'An answer' }] });
    expect(await herCard(db(), me)).toMatchObject({ prompts: [{ key: PROFILE_PROMPT_KEYS[0], answer: 'An answer' }] });

    const occurredAt = new Date();
    const recorded = await recordPaymentEvent(db(), 'sandbox', {
      eventId: `premium-${her}`,
      type: 'checkout.completed',
      payload: {},
      userId: her,
      occurredAt,
      effect: {
        occurredAt,
        subscription: { provider: 'sandbox', providerSubscriptionId: `premium-${her}`, userId: her, plan: 'premium' },
        change: { kind: 'checkout_completed', periodEnd: new Date(occurredAt.getTime() + 30 * 24 * HOUR_MS) },
      },
    });
    expect(recorded).toBe('recorded');
    expect(await herCard(db(), me)).toMatchObject({ isPremium: true });
  });

  it('reads a kept Premium badge again when its paid period ends, a time no event marks', async () => {
    const me = await viewerId();
    const her = await insertMember(db(), { email: 'her@example.org', plans: ['basic', 'premium'] });
    // Sooner than the copy's age limit, so that only the period's end makes it read again.
    const periodEnd = new Date(now.getTime() + MAX_AGE_MS / 2);
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: periodEnd })
      .where(and(eq(subscriptions.userId, her), eq(subscriptions.plan, 'premium')));
    expect(await herCard(db(), me)).toMatchObject({ id: her, isPremium: true });

    // The period over (its end moved behind the database's clock, which the test cannot move):
    // before the end it read, the kept badge stands; from that end on, the card is read again.
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(now.getTime() - HOUR_MS) })
      .where(and(eq(subscriptions.userId, her), eq(subscriptions.plan, 'premium')));
    expect(await herCard(db(), me, new Date(periodEnd.getTime() - 1))).toMatchObject({ isPremium: true });
    expect(await herCard(db(), me, periodEnd)).toMatchObject({ isPremium: false });
  });

  it('drops a member banned, paused or blocked from the next page, whatever is kept of their card', async () => {
    const me = await viewerId();
    const banned = await insertMember(db(), { email: 'banned@example.org' });
    const paused = await insertMember(db(), { email: 'paused@example.org' });
    const blocked = await insertMember(db(), { email: 'blocked@example.org' });
    const ids = async () => (await deckFor(db(), me, true, {}, now)).cards.map((card) => card.id).sort();
    expect(await ids()).toEqual([banned, paused, blocked].sort());
    await db().insert(memberRestrictions).values({ userId: banned, kind: 'banned', reason: 'Test ban' });
    await db().update(profiles).set({ pausedAt: now }).where(eq(profiles.userId, paused));
    await db().insert(blocks).values({ blockerId: blocked, blockedId: me });
    expect(await ids()).toEqual([]);
  });

  it('never keeps a card read while its member was hidden: it was read without its photo', async () => {
    const her = await insertMember(db(), { email: 'her@example.org' });
    const photo = newPhoto(800);
    await db()
      .insert(profilePhotos)
      .values({ ...photo, userId: her, position: 0 });
    await db()
      .insert(memberRestrictions)
      .values({ userId: her, kind: 'suspended', until: new Date(now.getTime() + HOUR_MS), reason: 'Test' });
    const [row] = await readCardRows(db(), [her]);
    expect(row).toMatchObject({ shown: false, photo: null });
    expect((await cardRowsOf(db(), [{ id: her, version: row!.version }], now)).get(her)).toMatchObject({ photo: null });
    // The suspension lifted (no write of the profile): the card is read again, photo and all.
    await db().delete(memberRestrictions).where(eq(memberRestrictions.userId, her));
    expect((await cardRowsOf(db(), [{ id: her, version: row!.version }], now)).get(her)).toMatchObject({ photo: { id: photo.id } });
  });

  it('shows on one server a card changed on another: by its version, and by the change signal when no version moved', async () => {
    const me = await viewerId();
    const her = await insertMember(db(), { email: 'her@example.org' });
    const serverA = db();
    const serverB = anotherServer(database);
    expect(await herCard(serverA, me)).toMatchObject({ id: her, photo: null });

    // A photo added through server B: server A reads the card again at its next page, with no signal.
    const photo = newPhoto(800);
    await insertPhoto(serverB, her, photo);
    expect(await herCard(serverA, me)).toMatchObject({ photo: { id: photo.id } });

    // A change that moves no version (a hand edit) announced on the bus reaches server A's kept card.
    const bus = createInProcessLiveBus(() => {});
    const storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-cards-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, MEMBER_CACHE_SECONDS: '0' });
    const [appA, appB] = await Promise.all([
      buildApp({ config, db: serverA, serveWebApp: false, liveBus: bus }),
      buildApp({ config, db: serverB, serveWebApp: false, liveBus: bus }),
    ]);
    try {
      const cookie = sessionCookieOf(await signIn(appA, 'viewer@example.org'));
      const deckOnA = async () => {
        const response = await appA.inject({ url: '/api/discovery/deck', headers: { cookie } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<DeckResponse>().cards[0];
      };
      expect(await deckOnA()).toMatchObject({ id: her, displayName: 'her' });
      await db().update(users).set({ displayName: 'Hodan' }).where(eq(users.id, her));
      expect(await deckOnA()).toMatchObject({ displayName: 'her' });
      appB.memberChanges.changed([her]);
      await vi.waitFor(async () => expect(await deckOnA()).toMatchObject({ displayName: 'Hodan' }));
    } finally {
      await Promise.all([appA.close(), appB.close()]);
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
