import {
  COMPATIBILITY_REASONS,
  type Compatibility,
  type CompatibilityReason,
  type CompatibilityReasonCode,
  type DistanceBucket,
  HERITAGE_REGIONS,
  type HeritageRegion,
} from '../../../shared/contracts/discovery';
import {
  type ChildrenHave,
  type ChildrenWant,
  type Gender,
  type HeritageCountry,
  type Interest,
  INTERESTS,
  type LanguageCode,
  LANGUAGES,
  type Practice,
  type Relocating,
  type Religion,
  type Seeking,
} from '../../../shared/contracts/profile';
import type { Lifestyle, Preference, RelationshipGoal } from '../../../shared/contracts/questionnaire';
import { distanceBucket } from './location';

// The compatibility score of two members, 0-100, and its top reasons (decisions.md,
// "Discovery"; every number below is explained in docs/decisions/0021-compatibility.md).
// Reciprocal: how well each fits what the other asked for, combined by a geometric mean, so the
// score is the same from both sides. A factor either member hides (religion, heritage) counts for
// neither side and is named by no reason, so the score cannot tell it. Pure and allocation-light:
// the deck scores about a hundred candidates a request.

/** Everything the score reads about a member: the profile, the questionnaire and the grid cell. */
export interface MatchingProfile {
  id: string;
  gender: Gender;
  seeking: Seeking;
  age: number;
  ageMin: number;
  ageMax: number;
  relationshipGoal: RelationshipGoal;
  preferences: Preference[];
  lifestyle: Lifestyle;
  religion: Religion | null;
  practice: Practice | null;
  showReligion: boolean;
  heritageCountry: HeritageCountry;
  showHeritage: boolean;
  languages: LanguageCode[];
  childrenHave: ChildrenHave | null;
  childrenWant: ChildrenWant | null;
  interests: Interest[];
  openToRelocating: Relocating | null;
  country: string;
  city: string;
  cellLat: number | null;
  cellLon: number | null;
}

const GENDER_SOUGHT: Record<Seeking, Gender> = { women: 'woman', men: 'man' };

/**
 * Whether the two may be shown to each other at all: each is the gender the other seeks and in
 * the other's age range, and they are two members. Symmetric. The deck's SQL applies the same
 * rules (deck-query.ts); this is the rule in one readable place, and what compatibilityOf checks.
 */
export function passesHardFilters(viewer: MatchingProfile, candidate: MatchingProfile): boolean {
  return (
    viewer.id !== candidate.id &&
    GENDER_SOUGHT[viewer.seeking] === candidate.gender &&
    GENDER_SOUGHT[candidate.seeking] === viewer.gender &&
    candidate.age >= viewer.ageMin &&
    candidate.age <= viewer.ageMax &&
    viewer.age >= candidate.ageMin &&
    viewer.age <= candidate.ageMax
  );
}

type Factor = 'goal' | 'languages' | 'children' | 'lifestyle' | 'interests' | 'faith' | 'heritage' | 'location' | 'age';
const FACTORS: readonly Factor[] = ['goal', 'languages', 'children', 'lifestyle', 'interests', 'faith', 'heritage', 'location', 'age'];

/** Each factor's weight when the member did not name it among their preferences. */
const BASE_WEIGHT: Record<Factor, number> = {
  goal: 20,
  languages: 12,
  children: 12,
  lifestyle: 8,
  interests: 8,
  faith: 8,
  heritage: 8,
  location: 8,
  age: 4,
};
/** The factor each questionnaire preference names; a named factor weighs NAMED_MULTIPLIER times more. */
const PREFERENCE_FACTOR: Record<Preference, Factor> = { age_range: 'age', religion: 'faith', culture: 'heritage', location: 'location' };
const NAMED_MULTIPLIER = 3;

function weightOf(member: MatchingProfile, factor: Factor): number {
  for (const preference of member.preferences) if (PREFERENCE_FACTOR[preference] === factor) return BASE_WEIGHT[factor] * NAMED_MULTIPLIER;
  return BASE_WEIGHT[factor];
}

/** Symmetric: 1 for the same goal, less the further apart the intentions are. */
const GOAL_FIT: Record<RelationshipGoal, Record<RelationshipGoal, number>> = {
  marriage: { marriage: 1, long_term: 0.6, casual: 0, friendship: 0.2 },
  long_term: { marriage: 0.6, long_term: 1, casual: 0.3, friendship: 0.3 },
  casual: { marriage: 0, long_term: 0.3, casual: 1, friendship: 0.4 },
  friendship: { marriage: 0.2, long_term: 0.3, casual: 0.4, friendship: 1 },
};

/** What a member did not say scores in the middle: neither a reward nor a penalty. */
const UNKNOWN = 0.5;
const CHRISTIAN: ReadonlySet<Religion> = new Set(['christianity_orthodox', 'christianity_catholic', 'christianity_protestant']);
/**
 * Religions a same_faith reason (and an opener's shared thing) may name: 'none', 'other' and
 * 'prefer_not_to_say' are not a shared faith.
 */
export const NAMED_FAITHS: ReadonlySet<Religion> = new Set([
  'islam',
  'christianity_orthodox',
  'christianity_catholic',
  'christianity_protestant',
  'traditional',
]);
const PRACTICE_LEVEL: Record<Practice, number | null> = { very: 2, moderately: 1, not_very: 0, prefer_not_to_say: null };

function religionFit(a: Religion | null, b: Religion | null): number {
  if (a === null || b === null || a === 'prefer_not_to_say' || b === 'prefer_not_to_say') return UNKNOWN;
  if (a === b) return a === 'other' ? UNKNOWN : 1;
  if (CHRISTIAN.has(a) && CHRISTIAN.has(b)) return 0.6;
  return 0.1;
}

function practiceFit(a: Practice | null, b: Practice | null): number {
  const levelA = a === null ? null : PRACTICE_LEVEL[a];
  const levelB = b === null ? null : PRACTICE_LEVEL[b];
  if (levelA === null || levelB === null) return UNKNOWN;
  return 1 - Math.abs(levelA - levelB) / 2;
}

/**
 * Heritage regions (docs/decisions/0021-compatibility.md, "Regions"). A country may be in two:
 * Sudan is both Horn and Sahel, and the Sahel's western countries are West African too. 'america'
 * and 'other' are in none. A same_region reason names the first shared region in HERITAGE_REGIONS order.
 */
const REGIONS_OF: Partial<Record<HeritageCountry, readonly HeritageRegion[]>> = {
  somalia: ['horn_of_africa'],
  ethiopia: ['horn_of_africa'],
  sudan: ['horn_of_africa', 'sahel'],
  chad: ['sahel'],
  niger: ['sahel', 'west_africa'],
  mali: ['sahel', 'west_africa'],
  'burkina-faso': ['sahel', 'west_africa'],
  mauritania: ['sahel', 'west_africa'],
  nigeria: ['west_africa'],
  senegal: ['west_africa'],
  gambia: ['west_africa'],
  guinea: ['west_africa'],
};

function sharedRegion(a: HeritageCountry, b: HeritageCountry): HeritageRegion | null {
  const regionsA = REGIONS_OF[a];
  const regionsB = REGIONS_OF[b];
  if (!regionsA || !regionsB) return null;
  for (const region of HERITAGE_REGIONS) if (regionsA.includes(region) && regionsB.includes(region)) return region;
  return null;
}

/**
 * 'america' (born in the diaspora) and 'other' (a heritage we do not list) are different from a
 * listed country, but by no cultural distance we know: a little above two unrelated countries.
 */
const UNSPECIFIED_HERITAGE: ReadonlySet<HeritageCountry> = new Set(['america', 'other']);

function heritageFit(a: HeritageCountry, b: HeritageCountry, region: HeritageRegion | null): number {
  if (a === b && a !== 'other') return 1;
  if (region) return 0.7;
  if (UNSPECIFIED_HERITAGE.has(a) || UNSPECIFIED_HERITAGE.has(b)) return 0.4;
  return 0.2;
}

function childrenWantFit(a: ChildrenWant | null, b: ChildrenWant | null): number {
  if (a === null || b === null || a === 'prefer_not_to_say' || b === 'prefer_not_to_say') return UNKNOWN;
  if (a === b) return a === 'open' ? 0.8 : 1;
  if (a === 'open' || b === 'open') return 0.7;
  return 0;
}

/** Having children or not is rarely decisive on its own: different is 0.5, not said halfway to same. */
function childrenHaveFit(a: ChildrenHave | null, b: ChildrenHave | null): number {
  if (a === null || b === null) return 0.75;
  return a === b ? 1 : 0.5;
}

function lifestyleFit(a: Lifestyle, b: Lifestyle): number {
  if (a === b) return 1;
  const smokeAndNoSmoke = (a === 'smokes_hookah' && b === 'no_smoking') || (a === 'no_smoking' && b === 'smokes_hookah');
  return smokeAndNoSmoke ? 0 : UNKNOWN;
}

/** Bit of each language and interest code, so that what two members share is one AND. */
const LANGUAGE_BIT = new Map<LanguageCode, number>(LANGUAGES.map((code, index) => [code, 1 << index]));
const INTEREST_BIT = new Map<Interest, number>(INTERESTS.map((code, index) => [code, 1 << index]));

function maskOf<T>(codes: readonly T[], bits: ReadonlyMap<T, number>): number {
  let mask = 0;
  for (const code of codes) mask |= bits.get(code) ?? 0;
  return mask;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * By how many they share. When either listed none, 0.4: an empty list is more often a profile not
 * yet filled in than a choice, so a little below the middle, and above sharing nothing listed.
 */
const SHARED_LANGUAGES_FIT = [0, 0.75, 0.9, 1];
const SHARED_INTERESTS_FIT = [0.2, 0.6, 0.8, 1];
const NOTHING_LISTED = 0.4;

function sharedFit(shared: number, listedA: number, listedB: number, table: readonly number[]): number {
  if (listedA === 0 || listedB === 0) return NOTHING_LISTED;
  return table[Math.min(bitCount(shared), table.length - 1)] ?? 1;
}

/** The language a shared_language reason names: one of the region first, the widely spoken ones last. */
const WIDELY_SPOKEN: ReadonlySet<LanguageCode> = new Set(['en', 'fr', 'ar', 'pt', 'es', 'it', 'de']);
const LANGUAGE_REASON_ORDER: readonly LanguageCode[] = [
  ...LANGUAGES.filter((code) => !WIDELY_SPOKEN.has(code)),
  ...LANGUAGES.filter((code) => WIDELY_SPOKEN.has(code)),
];

function firstShared<T>(order: readonly T[], shared: number, bits: ReadonlyMap<T, number>): T | undefined {
  return order.find((code) => ((bits.get(code) ?? 0) & shared) !== 0);
}

const DISTANCE_FIT: Record<DistanceBucket, number> = {
  same_city: 1,
  under_50_km: 0.9,
  under_200_km: 0.65,
  same_country: 0.4,
  other_country: 0.1,
};
const RELOCATION_OPENNESS: Record<Relocating, number> = { yes: 1, maybe: 0.5, no: 0 };
/** The share of the distance's shortfall that a member fully open to moving makes up. */
const RELOCATION_BRIDGE = 0.6;

function opennessOf(member: MatchingProfile): number {
  return member.openToRelocating === null ? 0 : RELOCATION_OPENNESS[member.openToRelocating];
}

/** How close `age` is to the middle of `member`'s range: 1 in the middle, 0.6 at either end. */
function ageFit(age: number, member: MatchingProfile): number {
  const halfWidth = (member.ageMax - member.ageMin) / 2;
  if (halfWidth === 0) return age === member.ageMin ? 1 : 0.6;
  const offCentre = Math.abs(age - (member.ageMin + halfWidth)) / halfWidth;
  return 1 - 0.4 * Math.min(1, offCentre);
}

/**
 * The factors that do not depend on whose side is looked from, each 0-1, or null when one of the
 * two hides what the factor reads (`shownToBoth`).
 */
interface PairFit {
  goal: number;
  languages: number;
  children: number;
  lifestyle: number;
  interests: number;
  faith: number | null;
  heritage: number | null;
  location: number;
  sharedLanguages: number;
  sharedInterests: number;
  /** The heritage region both share, when both show their heritage. */
  region: HeritageRegion | null;
  distance: DistanceBucket;
}

/**
 * Whether a factor that reads private fields (decision 0012) may count for this pair: only when
 * BOTH members show them. The score is one number on both sides, and either member can change
 * their own fields and read it again; a factor that combined one member's hidden value with
 * anything the other controls would tell that value to them, one try per option
 * (docs/decisions/0021-compatibility.md, "The privacy rule").
 */
const shownToBoth = (a: MatchingProfile, b: MatchingProfile, toggle: 'showReligion' | 'showHeritage') => a[toggle] && b[toggle];

function pairFitOf(a: MatchingProfile, b: MatchingProfile): PairFit {
  const languagesA = maskOf(a.languages, LANGUAGE_BIT);
  const languagesB = maskOf(b.languages, LANGUAGE_BIT);
  const interestsA = maskOf(a.interests, INTEREST_BIT);
  const interestsB = maskOf(b.interests, INTEREST_BIT);
  const faithShown = shownToBoth(a, b, 'showReligion');
  const heritageShown = shownToBoth(a, b, 'showHeritage');
  const region = heritageShown ? sharedRegion(a.heritageCountry, b.heritageCountry) : null;
  const distance = distanceBucket(a, b);
  const closeness = DISTANCE_FIT[distance];
  return {
    goal: GOAL_FIT[a.relationshipGoal][b.relationshipGoal],
    languages: sharedFit(languagesA & languagesB, languagesA, languagesB, SHARED_LANGUAGES_FIT),
    children: 0.8 * childrenWantFit(a.childrenWant, b.childrenWant) + 0.2 * childrenHaveFit(a.childrenHave, b.childrenHave),
    lifestyle: lifestyleFit(a.lifestyle, b.lifestyle),
    interests: sharedFit(interestsA & interestsB, interestsA, interestsB, SHARED_INTERESTS_FIT),
    faith: faithShown ? 0.7 * religionFit(a.religion, b.religion) + 0.3 * practiceFit(a.practice, b.practice) : null,
    heritage: heritageShown ? heritageFit(a.heritageCountry, b.heritageCountry, region) : null,
    location: closeness + (1 - closeness) * RELOCATION_BRIDGE * Math.max(opennessOf(a), opennessOf(b)),
    sharedLanguages: languagesA & languagesB,
    sharedInterests: interestsA & interestsB,
    region,
    distance,
  };
}

/**
 * How well `other` fits what `member` asked for, 0-1: the mean of the factors in `member`'s
 * weights. A factor one of the two hides is left out of the mean altogether (not scored as a
 * middle value): the rest of what they said decides, as if the factor did not exist.
 */
function fitFrom(member: MatchingProfile, other: MatchingProfile, pair: PairFit): number {
  let weighted = 0;
  let total = 0;
  for (const factor of FACTORS) {
    const fit = factor === 'age' ? ageFit(other.age, member) : pair[factor];
    if (fit === null) continue;
    const weight = weightOf(member, factor);
    weighted += weight * fit;
    total += weight;
  }
  return weighted / total;
}

/** How well `candidate` fits what `viewer` asked for, 0-1 (one side of the score). */
export function fitOf(viewer: MatchingProfile, candidate: MatchingProfile): number {
  return fitFrom(viewer, candidate, pairFitOf(viewer, candidate));
}

const LIFESTYLE_REASON: Record<Lifestyle, CompatibilityReasonCode> = {
  smokes_hookah: 'both_hookah',
  no_smoking: 'both_no_smoking',
  family_oriented: 'both_family_oriented',
  active: 'both_active',
};
const REASON_RANK = new Map<CompatibilityReasonCode, number>(COMPATIBILITY_REASONS.map((code, index) => [code, index]));
const MAX_REASONS = 3;

interface RankedReason {
  code: CompatibilityReasonCode;
  value: string | undefined;
  strength: number;
}

/**
 * What the viewer is shown of why the candidate fits: each positive fit, as strong as its weight
 * for the viewer times how well it fits; ties in the order of COMPATIBILITY_REASONS. Religion and
 * heritage are read only when both members show theirs (their factor is not null; decision
 * 0012), so nothing here depends on a hidden field and the reasons cannot give one away.
 */
function reasonsFor(viewer: MatchingProfile, candidate: MatchingProfile, pair: PairFit): CompatibilityReason[] {
  const ranked: RankedReason[] = [];
  const add = (code: CompatibilityReasonCode, value: string | undefined, factor: Factor, fit: number) =>
    ranked.push({ code, value, strength: weightOf(viewer, factor) * fit });

  if (viewer.relationshipGoal === candidate.relationshipGoal) {
    if (viewer.relationshipGoal === 'marriage') add('both_marriage', undefined, 'goal', 1);
    else add('same_goal', viewer.relationshipGoal, 'goal', 1);
  }
  const language = firstShared(LANGUAGE_REASON_ORDER, pair.sharedLanguages, LANGUAGE_BIT);
  if (language) add('shared_language', language, 'languages', pair.languages);
  if (pair.heritage !== null) {
    if (viewer.heritageCountry === candidate.heritageCountry && viewer.heritageCountry !== 'other') {
      add('same_heritage', viewer.heritageCountry, 'heritage', pair.heritage);
    } else if (pair.region) add('same_region', pair.region, 'heritage', pair.heritage);
  }
  if (pair.faith !== null && viewer.religion === candidate.religion && viewer.religion !== null) {
    if (NAMED_FAITHS.has(viewer.religion)) add('same_faith', viewer.religion, 'faith', pair.faith);
  }
  if (viewer.childrenWant === candidate.childrenWant && (viewer.childrenWant === 'yes' || viewer.childrenWant === 'no')) {
    add('children_aligned', viewer.childrenWant, 'children', pair.children);
  }
  if (viewer.lifestyle === candidate.lifestyle) add(LIFESTYLE_REASON[viewer.lifestyle], undefined, 'lifestyle', 1);
  const interest = firstShared(INTERESTS, pair.sharedInterests, INTEREST_BIT);
  if (interest) add('shared_interest', interest, 'interests', pair.interests);
  if (pair.distance === 'same_city') add('same_city', undefined, 'location', pair.location);
  else if (pair.distance === 'under_50_km' || pair.distance === 'under_200_km') add('nearby', pair.distance, 'location', pair.location);
  else if (candidate.openToRelocating === 'yes') add('open_to_relocating', undefined, 'location', pair.location);
  // Every candidate shown is in the viewer's range (a hard filter), so it counts half: a reason
  // for when there is little else to say.
  if (viewer.preferences.includes('age_range')) add('in_age_range', undefined, 'age', ageFit(candidate.age, viewer) / 2);

  ranked.sort((a, b) => b.strength - a.strength || (REASON_RANK.get(a.code) ?? 0) - (REASON_RANK.get(b.code) ?? 0));
  return ranked.slice(0, MAX_REASONS).map(({ code, value }) => (value === undefined ? { code } : { code, value }));
}

/**
 * The viewer's view of the pair: the score (0-100, the same from either side) and up to three
 * reasons, strongest first. A pair that fails the hard filters is not a match at all: score 0,
 * no reasons.
 */
export function compatibilityOf(viewer: MatchingProfile, candidate: MatchingProfile): Compatibility {
  if (!passesHardFilters(viewer, candidate)) return { score: 0, reasons: [] };
  const pair = pairFitOf(viewer, candidate);
  return { score: scoreFrom(viewer, candidate, pair), reasons: reasonsFor(viewer, candidate, pair) };
}

function scoreFrom(viewer: MatchingProfile, candidate: MatchingProfile, pair: PairFit): number {
  const both = fitFrom(viewer, candidate, pair) * fitFrom(candidate, viewer, pair);
  return Math.min(100, Math.round(100 * Math.sqrt(both)));
}

/**
 * `compatibilityOf(viewer, candidate).score` without the reasons: the deck ranks its whole pool
 * by the score and names reasons only for the page it returns.
 */
export function scoreOf(viewer: MatchingProfile, candidate: MatchingProfile): number {
  return passesHardFilters(viewer, candidate) ? scoreFrom(viewer, candidate, pairFitOf(viewer, candidate)) : 0;
}
