// The match moment through the API (docs/decisions/0020-discovery.md, "The match moment"): the
// like that makes a match is answered with a first message to suggest, built from what the two
// share (their prompts included) and never from what either hides, addressed to the other member's
// gender; the first message goes through the conversation's own send, which only the two members of
// the match may use.
import { describe, expect, it } from 'vitest';
import type { SwipeResponse } from '../../../shared/contracts/discovery';
import type { ConversationView } from '../../../shared/contracts/messages';
import { useTestApp } from '../../test/app';
import { sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { MAN, type MemberSpec, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

describe.each(testDatabases())('the match moment on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const swipe = async (cookie: string, targetId: string) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/discovery/swipes',
      headers: { cookie },
      payload: { targetId, direction: 'like' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SwipeResponse>();
  };
  const answerPrompts = async (cookie: string, prompts: { key: string; answer: string }[]) => {
    const response = await app().inject({ method: 'PUT', url: '/api/profile/prompts', headers: { cookie }, payload: { prompts } });
    expect(response.statusCode, response.body).toBe(200);
  };
  type Prompts = { key: string; answer: string }[];
  /** She likes him first; his like makes the match and is answered with the moment. */
  const makeMatch = async (
    him: Partial<MemberSpec> = {},
    her: Partial<MemberSpec> = {},
    prompts: { his?: Prompts; hers?: Prompts } = {},
  ) => {
    const man = await signedInDiscoveryMember(app(), db(), {
      email: 'man@example.org',
      dateOfBirth: yearsAgo(32),
      ...him,
      profile: { ...MAN, ...him.profile },
    });
    const woman = await signedInDiscoveryMember(app(), db(), { email: 'woman@example.org', ...her });
    if (prompts.his) await answerPrompts(man.cookie, prompts.his);
    if (prompts.hers) await answerPrompts(woman.cookie, prompts.hers);
    expect((await swipe(woman.cookie, man.id)).match).toBeNull();
    const answer = await swipe(man.cookie, woman.id);
    return { man, woman, match: answer.match! };
  };

  it('suggests a first message from what the two share, and the first message is sent in the new conversation', async () => {
    const { man, woman, match } = await makeMatch(
      { profile: { interests: ['poetry', 'music'], languages: ['am', 'en'] } },
      { profile: { interests: ['music'], languages: ['so', 'en'] } },
    );
    expect(match.suggestion).toMatchObject({ topic: 'shared_interest', value: 'music', addressee: 'woman' });
    expect(match.suggestion.variant).toBeGreaterThanOrEqual(0);

    const clientId = crypto.randomUUID();
    const sent = await sendMessage(app(), man.cookie, match.id, 'Hello! Music too?', { clientId });
    expect(sent.statusCode, sent.body).toBe(200);
    // A retry of the same message (the network dropped the answer) stores nothing new.
    expect((await sendMessage(app(), man.cookie, match.id, 'Hello! Music too?', { clientId })).statusCode).toBe(200);
    const view = await app().inject({ url: `/api/conversations/${match.id}`, headers: { cookie: woman.cookie } });
    expect(view.json<ConversationView>().messages.map((message) => message.body)).toEqual(['Hello! Music too?']);
  });

  it('names a heritage or a faith only when both members show it, and a warm hello when nothing else is shared', async () => {
    const hidden = await makeMatch(
      {
        profile: {
          heritageCountry: 'somalia',
          religion: 'islam',
          showReligion: true,
          showHeritage: true,
          languages: ['am'],
          residenceCountry: 'CA',
          city: 'Toronto',
        },
      },
      {
        profile: { heritageCountry: 'somalia', religion: 'islam', showReligion: false, showHeritage: false, languages: ['so'] },
        questionnaire: { relationshipGoals: 'long_term' },
      },
    );
    expect(hidden.match.suggestion.topic).toBe('warm_hello');
    expect(hidden.match.suggestion).not.toHaveProperty('value');
  });

  it('names the heritage both show', async () => {
    const shown = await makeMatch(
      { profile: { heritageCountry: 'somalia', showHeritage: true, languages: ['am'] } },
      { profile: { heritageCountry: 'somalia', showHeritage: true, languages: ['so'] } },
    );
    expect(shown.match.suggestion).toMatchObject({ topic: 'same_heritage', value: 'somalia' });
  });

  it("asks about a prompt she answered before where they live or what they seek, never with the answer's words", async () => {
    const theirs = await makeMatch(
      { profile: { interests: ['poetry'], languages: ['am'] } },
      { profile: { interests: ['music'], languages: ['so'] } },
      {
        his: [{ key: 'proud_of', answer: 'My family.' }],
        hers: [
          { key: 'dish_from_home', answer: 'Thieboudienne, call me on 0612345678' },
          { key: 'ideal_friday', answer: 'Tea with friends.' },
        ],
      },
    );
    expect(theirs.match.suggestion).toMatchObject({ topic: 'their_prompt', value: 'dish_from_home', addressee: 'woman' });
    expect(JSON.stringify(theirs.match.suggestion)).not.toContain('Thieboudienne');
  });

  it('prefers a prompt both answered, the first on her card, even over an interest in common', async () => {
    const both = await makeMatch(
      { profile: { interests: ['music'], languages: ['am'] } },
      { profile: { interests: ['music'], languages: ['so'] } },
      {
        his: [
          { key: 'proud_of', answer: 'My family.' },
          { key: 'ideal_friday', answer: 'Football, then dinner.' },
        ],
        hers: [
          { key: 'dish_from_home', answer: 'Thieboudienne.' },
          { key: 'ideal_friday', answer: 'Tea with friends.' },
        ],
      },
    );
    expect(both.match.suggestion).toMatchObject({ topic: 'same_prompt', value: 'ideal_friday', addressee: 'woman' });
  });

  it('lets only the two members of the match write in it: anyone else, and either of them after an unmatch, gets 404', async () => {
    const { man, woman, match } = await makeMatch();
    const stranger = await signedInDiscoveryMember(app(), db(), { email: 'stranger@example.org' });
    expect((await sendMessage(app(), stranger.cookie, match.id, 'Hi')).statusCode).toBe(404);
    const visitor = await app().inject({
      method: 'POST',
      url: `/api/conversations/${match.id}/messages`,
      payload: { clientId: crypto.randomUUID(), body: 'Hi' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await sendMessage(app(), woman.cookie, match.id, 'Hi')).statusCode).toBe(200);
    expect((await app().inject({ method: 'DELETE', url: `/api/matches/${match.id}`, headers: { cookie: man.cookie } })).statusCode).toBe(
      200,
    );
    expect((await sendMessage(app(), man.cookie, match.id, 'Still there?')).statusCode).toBe(404);
  });
});
