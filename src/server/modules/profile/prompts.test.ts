// Profile prompts (docs/decisions/0012-profile.md, "Prompts"), through the API on a real database:
// who may read and write them, what a save refuses (and then changes nothing), and where they are
// shown: the member's card in other decks and their profile view.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeckResponse, MemberProfile } from '../../../shared/contracts/discovery';
import { PROMPT_ANSWER_MAX_LENGTH } from '../../../shared/contracts/profile-prompts';
import { profilePrompts } from '../../db/schema';
import { payInSandbox, signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

const THREE = [
  { key: 'family_means', answer: 'Sunday lunch with my grandmother, all of us around one big plate.' },
  { key: 'dish_from_home', answer: 'Thieboudienne, the way my mother taught me.' },
  { key: 'ideal_friday', answer: 'Prayer, then tea with friends until late.' },
];

describe.each(testDatabases())('profile prompts on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const save = (cookie: string | undefined, payload: unknown) =>
    app().inject({ method: 'PUT', url: '/api/profile/prompts', headers: cookie ? { cookie } : {}, payload: payload as object });
  const read = (cookie?: string) => app().inject({ url: '/api/profile/prompts', headers: cookie ? { cookie } : {} });
  const storedOf = async (id: string) =>
    db().select({ key: profilePrompts.promptKey, answer: profilePrompts.answer }).from(profilePrompts).where(eq(profilePrompts.userId, id));
  const woman = () => signedInDiscoveryMember(app(), db(), { email: 'woman@example.org' });

  it('is for members with a membership and a profile: 401, 403, then 409 PROFILE_REQUIRED', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, { prompts: [] })).statusCode).toBe(401);
    const cookie = await signedInMember(app(), db(), 'unpaid@example.org');
    for (const response of [await read(cookie), await save(cookie, { prompts: THREE })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().details.reason).toBe('SUBSCRIPTION_REQUIRED');
    }
    await payInSandbox(app(), cookie);
    expect((await read(cookie)).json()).toEqual({ prompts: [] });
    const refused = await save(cookie, { prompts: THREE });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROFILE_REQUIRED');
  });

  it('saves up to three answers in their order, trimmed, and replaces them on the next save', async () => {
    const me = await woman();
    const saved = await save(me.cookie, { prompts: THREE.map((prompt) => ({ ...prompt, answer: `  ${prompt.answer} ` })) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ prompts: THREE });
    expect((await read(me.cookie)).json()).toEqual({ prompts: THREE });

    const again = await save(me.cookie, { prompts: [THREE[2], THREE[0]] });
    expect(again.json()).toEqual({ prompts: [THREE[2], THREE[0]] });
    expect(await save(me.cookie, { prompts: [] }).then((response) => response.json())).toEqual({ prompts: [] });
    expect(await storedOf(me.id)).toEqual([]);
  });

  it.each([
    ['a fourth prompt', { prompts: [...THREE, { key: 'proud_of', answer: 'My daughter.' }] }],
    ['an unknown prompt', { prompts: [{ key: 'favourite_colour', answer: 'Green' }] }],
    ['the same prompt twice', { prompts: [THREE[0], { ...THREE[0], answer: 'Again' }] }],
    ['an empty answer', { prompts: [{ key: 'proud_of', answer: '   ' }] }],
    ['an answer that is too long', { prompts: [{ key: 'proud_of', answer: 'a'.repeat(PROMPT_ANSWER_MAX_LENGTH + 1) }] }],
    ['half an emoji', { prompts: [{ key: 'proud_of', answer: 'Proud \uD83D' }] }],
    ['an extra field', { prompts: [{ ...THREE[0], position: 0 }] }],
    ['no list', {}],
  ])('refuses %s with a translated 400 and changes nothing', async (_case, payload) => {
    const me = await woman();
    await save(me.cookie, { prompts: [THREE[0]] });
    const refused = await save(me.cookie, payload);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
    expect(await storedOf(me.id)).toEqual([THREE[0]]);
  });

  it('accepts an answer of exactly the maximum length', async () => {
    const me = await woman();
    const answer = 'ن'.repeat(PROMPT_ANSWER_MAX_LENGTH);
    expect((await save(me.cookie, { prompts: [{ key: 'proud_of', answer }] })).json()).toEqual({ prompts: [{ key: 'proud_of', answer }] });
  });

  it("shows the answers on the member's card in other decks and on their profile, and none when there are none", async () => {
    const viewer = await signedInDiscoveryMember(app(), db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    const me = await woman();
    const deckCard = async () => {
      const deck = (await app().inject({ url: '/api/discovery/deck', headers: { cookie: viewer.cookie } })).json<DeckResponse>();
      return deck.cards.find((card) => card.id === me.id);
    };
    expect(await deckCard()).not.toHaveProperty('prompts');
    await save(me.cookie, { prompts: [THREE[1], THREE[0]] });
    // The save is a member write: the deck page the viewer was served is dropped.
    expect((await deckCard())?.prompts).toEqual([THREE[1], THREE[0]]);
    const profile = await app().inject({ url: `/api/discovery/members/${me.id}`, headers: { cookie: viewer.cookie } });
    expect(profile.json<MemberProfile>().prompts).toEqual([THREE[1], THREE[0]]);
  });
});
