// The first message suggested at the match moment (docs/decisions/0020-discovery.md, "The match
// moment"): each thing two members share leads to its topic (a prompt both answered first, then
// interests, then a prompt the other answered), nothing shared to a warm hello, the same match
// always to the same words, addressed to the other member's gender, and never a field either
// member hides.
// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPENER_VARIANTS } from '../../../../shared/contracts/discovery';
import { RELIGIONS, HERITAGE_COUNTRIES } from '../../../../shared/contracts/profile';
import { PROFILE_PROMPT_KEYS, type ProfilePromptKey } from '../../../../shared/contracts/profile-prompts';
import type { MatchingProfile } from '../../member-cards';
import { sharedThingsOf } from './shared-things';
import { suggestOpener } from './suggest-opener';

/** Two members who share nothing a suggestion may name. */
const HODAN: MatchingProfile = {
  id: 'hodan',
  gender: 'woman',
  seeking: 'men',
  age: 29,
  ageMin: 28,
  ageMax: 40,
  relationshipGoal: 'marriage',
  preferences: [],
  lifestyle: 'family_oriented',
  religion: 'islam',
  practice: 'very',
  showReligion: false,
  heritageCountry: 'somalia',
  showHeritage: false,
  languages: ['so'],
  childrenHave: null,
  childrenWant: null,
  interests: ['cooking'],
  openToRelocating: null,
  country: 'US',
  city: 'Minneapolis',
  cellLat: null,
  cellLon: null,
};
const ABEBE: MatchingProfile = {
  ...HODAN,
  id: 'abebe',
  gender: 'man',
  seeking: 'women',
  age: 33,
  relationshipGoal: 'long_term',
  lifestyle: 'active',
  religion: 'islam',
  heritageCountry: 'somalia',
  languages: ['am'],
  interests: ['sport'],
  country: 'CA',
  city: 'Toronto',
};

const suggest = (a: MatchingProfile, b: MatchingProfile, seed = '7:hodan') => suggestOpener(sharedThingsOf(a, b), seed, b.gender);

describe('the suggested first message', () => {
  it('is a warm hello when the two share nothing it may name', () => {
    expect(sharedThingsOf(HODAN, ABEBE)).toEqual([]);
    expect(suggest(HODAN, ABEBE).topic).toBe('warm_hello');
  });

  it.each([
    ['an interest', { interests: ['sport', 'cooking'] as const }, { topic: 'shared_interest', value: 'cooking' }],
    ['a language of the region before a widely spoken one', {}, { topic: 'shared_language', value: 'so' }],
    ['the city, in any case', { country: 'US', city: ' minneapolis ' }, { topic: 'same_city' }],
    ['hookah nights', { lifestyle: 'smokes_hookah' as const }, { topic: 'both_hookah' }],
    ['the relationship goal', { relationshipGoal: 'marriage' as const }, { topic: 'same_goal', value: 'marriage' }],
    ['the country they live in', { country: 'US', city: 'Saint Paul' }, { topic: 'same_country', value: 'US' }],
  ])('names %s', (_, change, expected) => {
    const hodan = { ...HODAN, languages: ['en', 'so'] as MatchingProfile['languages'], lifestyle: 'smokes_hookah' as const };
    const other = { ...ABEBE, languages: ['en', 'so'] as MatchingProfile['languages'], ...change } as MatchingProfile;
    // Each case keeps only its own thing shared: the rest of ABEBE differs from Hodan.
    const only = expected.topic === 'shared_language' ? other : { ...other, languages: ['am'] as MatchingProfile['languages'] };
    const hodanFor = expected.topic === 'both_hookah' ? hodan : { ...hodan, lifestyle: 'family_oriented' as const };
    expect(suggest(hodanFor, only)).toMatchObject(expected);
  });

  it('names a heritage and a faith only when both members show them', () => {
    for (const [mine, theirs] of [
      [false, false],
      [true, false],
      [false, true],
    ]) {
      const hodan = { ...HODAN, showHeritage: mine!, showReligion: mine! };
      const abebe = { ...ABEBE, showHeritage: theirs!, showReligion: theirs! };
      expect(sharedThingsOf(hodan, abebe)).toEqual([]);
    }
    const both = sharedThingsOf({ ...HODAN, showHeritage: true, showReligion: true }, { ...ABEBE, showHeritage: true, showReligion: true });
    expect(both).toEqual([
      { topic: 'same_heritage', value: 'somalia' },
      { topic: 'same_faith', value: 'islam' },
    ]);
    expect(suggestOpener(both, 'seed', 'man')).toMatchObject({ topic: 'same_heritage', value: 'somalia' });
  });

  it('never reads a hidden religion or heritage, whatever both members hold (docs/targets.md T12)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RELIGIONS),
        fc.constantFrom(...RELIGIONS),
        fc.constantFrom(...HERITAGE_COUNTRIES),
        fc.constantFrom(...HERITAGE_COUNTRIES),
        fc.boolean(),
        (religionA, religionB, heritageA, heritageB, oneShows) => {
          const hodan = { ...HODAN, religion: religionA, heritageCountry: heritageA, showReligion: oneShows, showHeritage: oneShows };
          const abebe = { ...ABEBE, religion: religionB, heritageCountry: heritageB, showReligion: !oneShows, showHeritage: !oneShows };
          expect(sharedThingsOf(hodan, abebe)).toEqual(sharedThingsOf(HODAN, ABEBE));
        },
      ),
    );
  });

  it('names no faith that is not one ("none", "other", "prefer not to say")', () => {
    for (const religion of ['none', 'other', 'prefer_not_to_say'] as const) {
      const shown = { showReligion: true, religion };
      expect(sharedThingsOf({ ...HODAN, ...shown }, { ...ABEBE, ...shown })).toEqual([]);
    }
  });

  it('picks the same words for the same match, and every variant across matches', () => {
    expect(suggest(HODAN, ABEBE, '12:hodan')).toEqual(suggest(HODAN, ABEBE, '12:hodan'));
    const variants = new Set(Array.from({ length: 60 }, (_, index) => suggest(HODAN, ABEBE, `${index}:hodan`).variant));
    expect([...variants].sort()).toEqual(Array.from({ length: OPENER_VARIANTS }, (_, index) => index));
  });

  it('prefers what the two enjoy over where they live', () => {
    const things = sharedThingsOf(
      { ...HODAN, interests: ['music'] },
      { ...ABEBE, interests: ['music'], country: 'US', city: 'Minneapolis' },
    );
    expect(things.map((thing) => thing.topic)).toEqual(['shared_interest', 'same_city', 'same_country']);
    expect(suggestOpener(things, 'x', 'man')).toMatchObject({ topic: 'shared_interest', value: 'music' });
  });

  it('is addressed to the other member, whose gender picks the second person in Arabic and Amharic', () => {
    expect(suggest(HODAN, ABEBE).addressee).toBe('man');
    expect(suggest(ABEBE, HODAN).addressee).toBe('woman');
  });
});

describe('the suggested first message and the prompts', () => {
  const prompts = (viewer: ProfilePromptKey[], other: ProfilePromptKey[]) => sharedThingsOf(HODAN, ABEBE, { viewer, other });

  it("asks about the other member's prompt, the first their card shows", () => {
    const things = prompts([], ['dish_from_home', 'ideal_friday']);
    expect(things).toEqual([
      { topic: 'their_prompt', value: 'dish_from_home' },
      { topic: 'their_prompt', value: 'ideal_friday' },
    ]);
    expect(suggestOpener(things, 's', 'man')).toMatchObject({ topic: 'their_prompt', value: 'dish_from_home' });
  });

  it('prefers a prompt both answered, even after one only the other answered, and over an interest', () => {
    const things = sharedThingsOf(
      { ...HODAN, interests: ['music'] },
      { ...ABEBE, interests: ['music'] },
      {
        viewer: ['proud_of', 'ideal_friday'],
        other: ['dish_from_home', 'ideal_friday'],
      },
    );
    expect(suggestOpener(things, 's', 'man')).toMatchObject({ topic: 'same_prompt', value: 'ideal_friday' });
  });

  it('puts a shared interest before a prompt only the other answered, and that before roots and languages', () => {
    const base = { ...ABEBE, showHeritage: true, languages: ['so'] as MatchingProfile['languages'] };
    const hodan = { ...HODAN, showHeritage: true };
    const withPrompt = { viewer: [], other: ['elders_taught'] as ProfilePromptKey[] };
    expect(suggestOpener(sharedThingsOf({ ...hodan, interests: ['sport'] }, base, withPrompt), 's', 'man').topic).toBe('shared_interest');
    expect(suggestOpener(sharedThingsOf(hodan, base, withPrompt), 's', 'man')).toMatchObject({
      topic: 'their_prompt',
      value: 'elders_taught',
    });
    expect(suggestOpener(sharedThingsOf(hodan, base), 's', 'man').topic).toBe('same_heritage');
  });

  it("names only prompts on the other member's card, never one only the sender answered", () => {
    fc.assert(
      fc.property(
        fc.subarray([...PROFILE_PROMPT_KEYS], { maxLength: 3 }),
        fc.subarray([...PROFILE_PROMPT_KEYS], { maxLength: 3 }),
        (mine, theirs) => {
          const things = prompts(mine, theirs);
          expect(things.map((thing) => thing.value)).toEqual(theirs);
          for (const thing of things)
            expect(thing.topic).toBe(mine.includes(thing.value as ProfilePromptKey) ? 'same_prompt' : 'their_prompt');
          const suggestion = suggestOpener(things, 'seed', 'woman');
          const both = theirs.find((key) => mine.includes(key));
          if (both) expect(suggestion).toMatchObject({ topic: 'same_prompt', value: both });
          else if (theirs.length > 0) expect(suggestion).toMatchObject({ topic: 'their_prompt', value: theirs[0] });
          else expect(suggestion.topic).toBe('warm_hello');
        },
      ),
    );
  });
});
