// Pausing the profile (docs/decisions/0012-profile.md, "Pausing"), through the API on a real
// database: who may pause, what a pause hides and from whom, what it keeps, and the way back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeckResponse } from '../../../shared/contracts/discovery';
import { profiles } from '../../db/schema';
import { payInSandbox, signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { matchedPair } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

describe.each(testDatabases())('pausing the profile on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const pause = (cookie: string, payload: object) =>
    app().inject({ method: 'PUT', url: '/api/profile/pause', headers: { cookie }, payload });
  const pauseState = (cookie?: string) => app().inject({ url: '/api/profile/pause', headers: cookie ? { cookie } : {} });
  const deck = async (cookie: string) => {
    const response = await app().inject({ url: '/api/discovery/deck', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeckResponse>();
  };
  const viewer = () => signedInDiscoveryMember(app(), db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
  const pausedAtOf = async (id: string) =>
    (await db().select({ pausedAt: profiles.pausedAt }).from(profiles).where(eq(profiles.userId, id)))[0]?.pausedAt ?? null;

  it('is for members with a membership: a visitor gets 401, a member without one 403', async () => {
    expect((await pauseState()).statusCode).toBe(401);
    expect((await app().inject({ method: 'PUT', url: '/api/profile/pause', payload: { paused: true } })).statusCode).toBe(401);
    const cookie = await signedInMember(app(), db(), 'unpaid@example.org');
    for (const response of [await pauseState(cookie), await pause(cookie, { paused: true })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().details.reason).toBe('SUBSCRIPTION_REQUIRED');
    }
    await payInSandbox(app(), cookie);
    // A member with a membership and no profile yet has nothing shown, so nothing to pause.
    expect((await pauseState(cookie)).json()).toEqual({ paused: false });
    const refused = await pause(cookie, { paused: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROFILE_REQUIRED');
  });

  it('refuses a malformed body with 400 and changes nothing', async () => {
    const me = await viewer();
    for (const payload of [{}, { paused: 'yes' }, { paused: true, extra: 1 }, [true]]) {
      const response = await pause(me.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await pausedAtOf(me.id)).toBeNull();
  });

  it('hides the member from other decks and profile views, and shows them again on resume', async () => {
    const me = await viewer();
    const woman = await signedInDiscoveryMember(app(), db(), { email: 'woman@example.org' });
    expect((await deck(me.cookie)).cards.map((card) => card.id)).toEqual([woman.id]);

    const paused = await pause(woman.cookie, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ paused: true });
    expect((await pauseState(woman.cookie)).json()).toEqual({ paused: true });
    expect((await deck(me.cookie)).cards).toEqual([]);
    expect((await app().inject({ url: `/api/discovery/members/${woman.id}`, headers: { cookie: me.cookie } })).statusCode).toBe(404);

    expect((await pause(woman.cookie, { paused: false })).json()).toEqual({ paused: false });
    // A deck page is kept for seconds (docs/decisions/0026-member-path-caches.md): a member shown
    // again comes in the next page computed, as a new member would; here another viewer's.
    const other = await signedInDiscoveryMember(app(), db(), { email: 'other@example.org', profile: MAN, dateOfBirth: yearsAgo(33) });
    expect((await deck(other.cookie)).cards.map((card) => card.id)).toEqual([woman.id]);
    expect((await app().inject({ url: `/api/discovery/members/${woman.id}`, headers: { cookie: me.cookie } })).statusCode).toBe(200);
  });

  it('gives the paused member no cards, and refuses their swipes and boost until they resume', async () => {
    const me = await viewer();
    const woman = await insertMember(db(), { email: 'woman@example.org' });
    await pause(me.cookie, { paused: true });
    expect(await deck(me.cookie)).toMatchObject({ paused: true, needsProfile: false, cards: [] });
    const swipe = await app().inject({
      method: 'POST',
      url: '/api/discovery/swipes',
      headers: { cookie: me.cookie },
      payload: { targetId: woman, direction: 'like' },
    });
    expect(swipe.statusCode).toBe(409);
    expect(swipe.json().code).toBe('PROFILE_PAUSED');

    await pause(me.cookie, { paused: false });
    expect(await deck(me.cookie)).toMatchObject({ paused: false, cards: [{ id: woman }] });
  });

  it('keeps matches and conversations: the partner still sees the paused member there', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    await pause(woman.cookie, { paused: true });
    const conversation = await app().inject({ url: `/api/conversations/${conversationId}`, headers: { cookie: man.cookie } });
    expect(conversation.statusCode, conversation.body).toBe(200);
    expect((await app().inject({ url: `/api/discovery/members/${woman.id}`, headers: { cookie: man.cookie } })).statusCode).toBe(200);
    const sent = await app().inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: woman.cookie },
      payload: { clientId: '7a0c7c59-56d6-4b0e-9a55-5b4f3f1d2e01', body: 'Still here while paused' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('keeps the time of the first pause when paused again', async () => {
    const me = await viewer();
    await pause(me.cookie, { paused: true });
    const first = await pausedAtOf(me.id);
    expect(first).toBeInstanceOf(Date);
    await pause(me.cookie, { paused: true });
    expect(await pausedAtOf(me.id)).toEqual(first);
  });
});
