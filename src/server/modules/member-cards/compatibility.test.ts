// The compatibility score (docs/decisions/0021-compatibility.md): a 0-100 integer, the same from
// both sides, never lower for a candidate who fits more of what the viewer asked for, 0 for a
// pair outside the hard filters, and neither the score nor the reasons changed by a field either
// member hides.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_REASONS, HERITAGE_REGIONS } from '../../../shared/contracts/discovery';
import {
  CHILDREN_HAVE,
  CHILDREN_WANT,
  FIELDS_SHOWN_TO_MEMBERS,
  GENDERS,
  HERITAGE_COUNTRIES,
  type HeritageCountry,
  INTERESTS,
  LANGUAGES,
  MAX_INTERESTS,
  PRACTICES,
  type ProfileField,
  profileFields,
  RELIGIONS,
  RELOCATING,
  SEEKING,
} from '../../../shared/contracts/profile';
import { LIFESTYLES, PREFERENCES, RELATIONSHIP_GOALS } from '../../../shared/contracts/questionnaire';
import { compatibilityOf, fitOf, type MatchingProfile, passesHardFilters, scoreOf } from './compatibility';
import { GAZETTEER } from './gazetteer';
import { locateCity } from './location';

const placed = (country: string, city: string) => {
  const cell = locateCity(country, city);
  return { country, city, cellLat: cell?.cellLat ?? null, cellLon: cell?.cellLon ?? null };
};

const HODAN: MatchingProfile = {
  id: 'hodan',
  gender: 'woman',
  seeking: 'men',
  age: 29,
  ageMin: 28,
  ageMax: 38,
  relationshipGoal: 'marriage',
  preferences: ['culture', 'religion'],
  lifestyle: 'family_oriented',
  religion: 'islam',
  practice: 'very',
  showReligion: true,
  heritageCountry: 'somalia',
  showHeritage: true,
  languages: ['so', 'en'],
  childrenHave: 'none',
  childrenWant: 'yes',
  interests: ['cooking', 'travel', 'faith'],
  openToRelocating: 'maybe',
  ...placed('US', 'Minneapolis'),
};

const ABDI: MatchingProfile = {
  ...HODAN,
  id: 'abdi',
  gender: 'man',
  seeking: 'women',
  age: 33,
  ageMin: 24,
  ageMax: 34,
  preferences: ['religion', 'location'],
  ...placed('US', 'St. Paul'),
};

// Arbitraries: valid profiles (the contract's options), placed in a gazetteer city or an unknown one.
const residenceArb = fc.oneof(
  fc
    .constantFrom(...GAZETTEER.filter((entry) => ['US', 'GB', 'FR', 'SO', 'ET', 'SE'].includes(entry.country)))
    .map((entry) => placed(entry.country, entry.name)),
  fc
    .record({ country: fc.constantFrom('US', 'SO'), city: fc.constantFrom('', 'Springfield') })
    .map(({ country, city }) => placed(country, city)),
);

const profileArb: fc.Arbitrary<MatchingProfile> = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    gender: fc.constantFrom(...GENDERS),
    seeking: fc.constantFrom(...SEEKING),
    age: fc.integer({ min: 18, max: 99 }),
    ages: fc.tuple(fc.integer({ min: 18, max: 99 }), fc.integer({ min: 18, max: 99 })),
    relationshipGoal: fc.constantFrom(...RELATIONSHIP_GOALS),
    preferences: fc.subarray([...PREFERENCES], { minLength: 1 }),
    lifestyle: fc.constantFrom(...LIFESTYLES),
    religion: fc.option(fc.constantFrom(...RELIGIONS), { nil: null }),
    practice: fc.option(fc.constantFrom(...PRACTICES), { nil: null }),
    showReligion: fc.boolean(),
    heritageCountry: fc.constantFrom(...HERITAGE_COUNTRIES),
    showHeritage: fc.boolean(),
    languages: fc.subarray([...LANGUAGES], { maxLength: 5 }),
    childrenHave: fc.option(fc.constantFrom(...CHILDREN_HAVE), { nil: null }),
    childrenWant: fc.option(fc.constantFrom(...CHILDREN_WANT), { nil: null }),
    interests: fc.subarray([...INTERESTS], { maxLength: MAX_INTERESTS }),
    openToRelocating: fc.option(fc.constantFrom(...RELOCATING), { nil: null }),
    residence: residenceArb,
  })
  .map(({ ages, residence, ...rest }) => ({ ...rest, ageMin: Math.min(...ages), ageMax: Math.max(...ages), ...residence }));

/** Two profiles made to pass the hard filters: each the gender the other seeks, each in the other's range. */
const passingPairArb = fc.tuple(profileArb, profileArb).map(([viewer, candidate]): [MatchingProfile, MatchingProfile] => {
  const seeker = { ...viewer, id: 'viewer' };
  const sought: MatchingProfile = {
    ...candidate,
    id: 'candidate',
    gender: viewer.seeking === 'women' ? 'woman' : 'man',
    seeking: viewer.gender === 'woman' ? 'women' : 'men',
  };
  seeker.ageMin = Math.min(seeker.ageMin, sought.age);
  seeker.ageMax = Math.max(seeker.ageMax, sought.age);
  sought.ageMin = Math.min(sought.ageMin, seeker.age);
  sought.ageMax = Math.max(sought.ageMax, seeker.age);
  return [seeker, sought];
});

const RUNS = { numRuns: 1000 };

describe('passesHardFilters', () => {
  it('wants each to be the gender the other seeks and inside the other’s age range', () => {
    expect(passesHardFilters(HODAN, ABDI)).toBe(true);
    expect(passesHardFilters(HODAN, { ...ABDI, gender: 'woman' })).toBe(false);
    expect(passesHardFilters(HODAN, { ...ABDI, seeking: 'men' })).toBe(false);
    expect(passesHardFilters(HODAN, { ...ABDI, age: 39 })).toBe(false);
    expect(passesHardFilters(HODAN, { ...ABDI, ageMax: 28 })).toBe(false);
    expect(passesHardFilters(HODAN, { ...ABDI, id: 'hodan' })).toBe(false);
    expect(passesHardFilters(HODAN, { ...ABDI, age: 38, ageMin: 29 })).toBe(true);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        expect(passesHardFilters(a, b)).toBe(passesHardFilters(b, a));
      }),
      RUNS,
    );
  });
});

describe('compatibilityOf', () => {
  it('scores two Somali Muslims in the Twin Cities who both want marriage and children highly, with the reasons they asked for first', () => {
    const compatibility = compatibilityOf(HODAN, ABDI);
    expect(compatibility.score).toBeGreaterThanOrEqual(85);
    // Hodan named culture and religion: heritage and faith weigh 24 each, the goal 20.
    expect(compatibility.reasons).toEqual([
      { code: 'same_heritage', value: 'somalia' },
      { code: 'same_faith', value: 'islam' },
      { code: 'both_marriage' },
    ]);
    // Abdi named religion and location: faith first, then the distance (Minneapolis-St Paul), then the goal.
    expect(compatibilityOf(ABDI, HODAN).reasons).toEqual([
      { code: 'same_faith', value: 'islam' },
      { code: 'nearby', value: 'under_50_km' },
      { code: 'both_marriage' },
    ]);
  });

  it('gives 0 and no reasons to a pair outside the hard filters', () => {
    expect(compatibilityOf(HODAN, { ...ABDI, gender: 'woman' })).toEqual({ score: 0, reasons: [] });
    expect(compatibilityOf(HODAN, HODAN)).toEqual({ score: 0, reasons: [] });
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        if (!passesHardFilters(a, b)) expect(compatibilityOf(a, b)).toEqual({ score: 0, reasons: [] });
      }),
      RUNS,
    );
  });

  it('leaves out of the score a religion either member hides, and names it to neither', () => {
    const hidden = { ...ABDI, showReligion: false };
    const orthodox = { religion: 'christianity_orthodox' as const };
    // Shown by both, faith counts: a different church scores lower.
    expect(compatibilityOf(HODAN, { ...ABDI, ...orthodox }).score).toBeLessThan(compatibilityOf(HODAN, ABDI).score);
    // Hidden by the candidate, or by the viewer, it does not count at all.
    expect(compatibilityOf(HODAN, { ...hidden, ...orthodox })).toEqual(compatibilityOf(HODAN, hidden));
    const hodanHides = { ...HODAN, showReligion: false };
    expect(compatibilityOf(hodanHides, { ...ABDI, ...orthodox })).toEqual(compatibilityOf(hodanHides, ABDI));
    expect(compatibilityOf(HODAN, hidden).reasons.map((reason) => reason.code)).not.toContain('same_faith');
    expect(compatibilityOf(ABDI, hodanHides).reasons.map((reason) => reason.code)).not.toContain('same_faith');
  });

  it('leaves out of the score a heritage either member hides, and names neither it nor its region', () => {
    const hidden = { ...ABDI, showHeritage: false };
    expect(compatibilityOf(HODAN, { ...ABDI, heritageCountry: 'ethiopia' }).reasons).toContainEqual({
      code: 'same_region',
      value: 'horn_of_africa',
    });
    expect(compatibilityOf(HODAN, { ...ABDI, heritageCountry: 'nigeria' }).score).toBeLessThan(compatibilityOf(HODAN, ABDI).score);
    const ethiopianHidden = { ...hidden, heritageCountry: 'ethiopia' as const };
    expect(compatibilityOf(HODAN, hidden).reasons.map((reason) => reason.code)).not.toContain('same_heritage');
    expect(compatibilityOf(HODAN, ethiopianHidden).reasons.map((reason) => reason.code)).not.toContain('same_region');
    expect(compatibilityOf(HODAN, ethiopianHidden)).toEqual(compatibilityOf(HODAN, hidden));
    expect(compatibilityOf(HODAN, { ...hidden, heritageCountry: 'nigeria' })).toEqual(compatibilityOf(HODAN, hidden));
  });

  it('scores a pair by both sides: a candidate who fits the viewer well scores lower when the viewer fits them badly', () => {
    // She asks for culture, which a Somali man meets; he asks for religion, location and age,
    // and a Catholic in Paris at the youngest end of his range meets none of them.
    const him = { ...ABDI, preferences: ['religion', 'location', 'age_range'] as MatchingProfile['preferences'] };
    const her = {
      ...HODAN,
      preferences: ['culture'] as MatchingProfile['preferences'],
      religion: 'christianity_catholic' as const,
      age: 24,
      ...placed('FR', 'Paris'),
    };
    const forHer = fitOf(her, him);
    const forHim = fitOf(him, her);
    expect(forHer - forHim).toBeGreaterThan(0.15);
    const { score } = compatibilityOf(her, him);
    expect(score).toBe(Math.round(100 * Math.sqrt(forHim * forHer)));
    expect(score).toBeLessThanOrEqual(Math.round(100 * forHer) - 5);
  });

  it('gives an integer from 0 to 100, the same from both sides and on every call', () => {
    fc.assert(
      fc.property(fc.oneof(passingPairArb, fc.tuple(profileArb, profileArb)), ([a, b]) => {
        const { score } = compatibilityOf(a, b);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(compatibilityOf(b, a).score).toBe(score);
        expect(compatibilityOf(structuredClone(a), structuredClone(b))).toEqual(compatibilityOf(a, b));
      }),
      RUNS,
    );
  });

  it('ranks the deck by the same score it shows: scoreOf is the score compatibilityOf gives', () => {
    fc.assert(
      fc.property(fc.oneof(passingPairArb, fc.tuple(profileArb, profileArb)), ([a, b]) => {
        expect(scoreOf(a, b)).toBe(compatibilityOf(a, b).score);
      }),
      RUNS,
    );
  });

  it('is the geometric mean of the two sides, between the weaker side and their mean', () => {
    fc.assert(
      fc.property(passingPairArb, ([a, b]) => {
        const forA = fitOf(a, b);
        const forB = fitOf(b, a);
        const { score } = compatibilityOf(a, b);
        expect(score).toBe(Math.round(100 * Math.sqrt(forA * forB)));
        expect(score).toBeGreaterThanOrEqual(Math.round(100 * Math.min(forA, forB)));
        expect(score).toBeLessThanOrEqual(Math.round((100 * (forA + forB)) / 2));
      }),
      RUNS,
    );
  });

  /** Ways of making the candidate fit more of what the viewer asked for, all else equal. */
  const betterFits: Record<string, (viewer: MatchingProfile, candidate: MatchingProfile) => MatchingProfile> = {
    'the same goal': (viewer, candidate) => ({ ...candidate, relationshipGoal: viewer.relationshipGoal }),
    'one more shared language': (viewer, candidate) => {
      const language = viewer.languages.find((code) => !candidate.languages.includes(code));
      return language ? { ...candidate, languages: [...candidate.languages, language] } : candidate;
    },
    'the same religion': (viewer, candidate) => ({ ...candidate, religion: viewer.religion }),
    'the same practice': (viewer, candidate) => ({ ...candidate, practice: viewer.practice }),
    'the same heritage': (viewer, candidate) => ({ ...candidate, heritageCountry: viewer.heritageCountry }),
    'one more shared interest': (viewer, candidate) => {
      const interest = viewer.interests.find((code) => !candidate.interests.includes(code));
      return interest && candidate.interests.length < MAX_INTERESTS
        ? { ...candidate, interests: [...candidate.interests, interest] }
        : candidate;
    },
    'the same lifestyle': (viewer, candidate) => ({ ...candidate, lifestyle: viewer.lifestyle }),
    'the same wish for children': (viewer, candidate) => ({ ...candidate, childrenWant: viewer.childrenWant }),
    'the same city': (viewer, candidate) => ({
      ...candidate,
      country: viewer.country,
      city: viewer.city,
      cellLat: viewer.cellLat,
      cellLon: viewer.cellLon,
    }),
    'fully open to relocating': (_viewer, candidate) => ({ ...candidate, openToRelocating: 'yes' }),
    'an age nearer the middle of the viewer’s range': (viewer, candidate) => {
      const middle = Math.round((viewer.ageMin + viewer.ageMax) / 2);
      return { ...candidate, age: candidate.age + Math.sign(middle - candidate.age) };
    },
  };

  it.each(Object.keys(betterFits))('never scores a candidate lower for %s', (name) => {
    const better = betterFits[name]!;
    fc.assert(
      fc.property(passingPairArb, ([viewer, candidate]) => {
        const improved = better(viewer, candidate);
        expect(passesHardFilters(viewer, improved)).toBe(true);
        expect(compatibilityOf(viewer, improved).score).toBeGreaterThanOrEqual(compatibilityOf(viewer, candidate).score);
        expect(fitOf(viewer, improved)).toBeGreaterThanOrEqual(fitOf(viewer, candidate));
      }),
      RUNS,
    );
  });

  it('scores strictly higher for what the viewer named: the same faith for a member who asked for religion', () => {
    const christian = { ...ABDI, religion: 'christianity_protestant' as const };
    expect(compatibilityOf(HODAN, ABDI).score).toBeGreaterThan(compatibilityOf(HODAN, christian).score);
    expect(compatibilityOf(HODAN, ABDI).score).toBeGreaterThan(compatibilityOf(HODAN, { ...ABDI, relationshipGoal: 'casual' }).score);
    const namedFaith = fitOf(HODAN, ABDI) - fitOf(HODAN, christian);
    const unnamedFaith = fitOf({ ...HODAN, preferences: ['culture'] }, ABDI) - fitOf({ ...HODAN, preferences: ['culture'] }, christian);
    expect(namedFaith).toBeGreaterThan(unnamedFaith);
  });
});

describe('reasons', () => {
  it('are at most three known codes, each once, and values the pair really shares', () => {
    fc.assert(
      fc.property(passingPairArb, ([viewer, candidate]) => {
        const { reasons } = compatibilityOf(viewer, candidate);
        expect(reasons.length).toBeLessThanOrEqual(3);
        expect(new Set(reasons.map((reason) => reason.code)).size).toBe(reasons.length);
        for (const { code, value } of reasons) {
          expect(COMPATIBILITY_REASONS).toContain(code);
          if (code === 'shared_language')
            expect([viewer.languages, candidate.languages]).toEqual([expect.arrayContaining([value]), expect.arrayContaining([value])]);
          if (code === 'shared_interest')
            expect([viewer.interests, candidate.interests]).toEqual([expect.arrayContaining([value]), expect.arrayContaining([value])]);
          if (code === 'same_region') expect(HERITAGE_REGIONS).toContain(value);
          if (code === 'same_goal') expect(value).toBe(candidate.relationshipGoal);
        }
      }),
      RUNS,
    );
  });

  it('never name a religion or heritage one of the two keeps hidden', () => {
    fc.assert(
      fc.property(passingPairArb, ([viewer, candidate]) => {
        const codes = compatibilityOf(viewer, candidate).reasons.map((reason) => reason.code);
        if (!(viewer.showReligion && candidate.showReligion)) expect(codes).not.toContain('same_faith');
        if (!(viewer.showHeritage && candidate.showHeritage)) {
          expect(codes).not.toContain('same_heritage');
          expect(codes).not.toContain('same_region');
        }
      }),
      RUNS,
    );
  });
});

describe('a field a member hides (decision 0012)', () => {
  /** Each field other members do not see unless its owner shows it: its toggle and every value it may take. */
  const HIDEABLE = {
    religion: { toggle: 'showReligion', values: fc.option(fc.constantFrom(...RELIGIONS), { nil: null }) },
    practice: { toggle: 'showReligion', values: fc.option(fc.constantFrom(...PRACTICES), { nil: null }) },
    heritageCountry: { toggle: 'showHeritage', values: fc.constantFrom<HeritageCountry>(...HERITAGE_COUNTRIES) },
  } as const satisfies Record<string, { toggle: 'showReligion' | 'showHeritage'; values: fc.Arbitrary<unknown> }>;

  it('is one of these: every profile field not shown to members that is not itself a toggle', () => {
    const private_ = Object.keys(profileFields.shape).filter(
      (field) => !FIELDS_SHOWN_TO_MEMBERS.includes(field as ProfileField) && !/^show[A-Z]/.test(field),
    );
    expect(private_.sort()).toEqual(Object.keys(HIDEABLE).sort());
  });

  it.each(Object.keys(HIDEABLE) as (keyof typeof HIDEABLE)[])(
    'changes neither the score nor the reasons either member sees, whatever the hidden %s is',
    (field) => {
      const { toggle, values } = HIDEABLE[field];
      fc.assert(
        fc.property(
          fc.oneof(passingPairArb, fc.tuple(profileArb, profileArb)),
          fc.boolean(),
          values,
          values,
          ([a, b], firstHides, one, another) => {
            const hider: MatchingProfile = { ...(firstHides ? a : b), [toggle]: false };
            const other = firstHides ? b : a;
            const withOne = { ...hider, [field]: one };
            const withAnother = { ...hider, [field]: another };
            // What the other member sees of the hider, and what the hider sees of them.
            expect(compatibilityOf(other, withAnother)).toEqual(compatibilityOf(other, withOne));
            expect(compatibilityOf(withAnother, other)).toEqual(compatibilityOf(withOne, other));
          },
        ),
        RUNS,
      );
    },
  );

  it('cannot be read by a member who tries every value of their own and reads the card each time', () => {
    const hides = { ...ABDI, showReligion: false };
    const scoresSeenBy = (target: MatchingProfile) =>
      [null, ...RELIGIONS].map((religion) => compatibilityOf({ ...HODAN, religion }, target).score);
    const seen = RELIGIONS.map((religion) => scoresSeenBy({ ...hides, religion }));
    for (const scores of seen) expect(scores).toEqual(seen[0]);
    const hidesHeritage = { ...ABDI, showHeritage: false };
    const heritageScoresSeenBy = (target: MatchingProfile) =>
      HERITAGE_COUNTRIES.map((heritageCountry) => compatibilityOf({ ...HODAN, heritageCountry }, target).score);
    const seenHeritage = HERITAGE_COUNTRIES.map((heritageCountry) => heritageScoresSeenBy({ ...hidesHeritage, heritageCountry }));
    for (const scores of seenHeritage) expect(scores).toEqual(seenHeritage[0]);
  });
});
