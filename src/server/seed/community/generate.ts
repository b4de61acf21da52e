// The demo community as data: who each member is, their profile, questionnaire, membership and
// photos, drawn from a generator seeded by the member's number alone. The same number always
// gives the same member, whatever the community's size and whenever it is drawn (ages and dates
// are counted back from `now`), so a seed is reproducible and a larger community only adds
// members (docs/decisions/0003-events-and-counters.md keeps the demo reproducible the same way).
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { INTERESTS, type Gender, type Interest, type LanguageCode } from '../../../shared/contracts/profile';
import { PREFERENCES, type RelationshipGoal } from '../../../shared/contracts/questionnaire';
import type { CountrySlug } from '../../../shared/countries';
import type { profiles, questionnaireAnswers } from '../../db/schema';
import type { MatchingProfile } from '../../modules/member-cards';
import { locateCity } from '../../modules/member-cards';
import { drawFace, drawLook, type Face, type Look } from './avatar';
import { writeBio } from './bios';
import { type BioLanguage, COUNTRY_LANGUAGE, CULTURES, type Culture, HERITAGE_WEIGHTS, RESIDENCE_BIO_LANGUAGE } from './cultures';
import { NAME_BOOKS } from './names';
import { chooseProfession } from './professions';
import { createRandom, type Random } from './random';
import { type SceneTheme, themesFor } from './scenes';

/** Demo members' addresses: `<name>.<number>@` this reserved .test domain, where no mail is delivered. */
export const DEMO_MEMBER_DOMAIN = 'members.demo.sahelhearts.test';
/** Scenes drawn per theme; members' extra photos are chosen among them (scenes.ts). */
export const SCENE_VARIANTS = 12;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PREMIUM_SHARE = 0.15;

export type CommunityPicture = { kind: 'portrait'; face: Face; look: Look } | { kind: 'scene'; theme: SceneTheme; variant: number };

export interface CommunityPhoto {
  id: string;
  position: number;
  picture: CommunityPicture;
}

type ProfileRow = Omit<typeof profiles.$inferInsert, 'userId'>;
type QuestionnaireRow = Omit<typeof questionnaireAnswers.$inferInsert, 'userId'>;

export interface CommunityMember {
  index: number;
  id: string;
  email: string;
  displayName: string;
  gender: Gender;
  /** Age on the day drawn; `dateOfBirth` keeps it true on that day. */
  age: number;
  dateOfBirth: string;
  language: BioLanguage;
  joinedAt: Date;
  isPremium: boolean;
  profile: ProfileRow & { lastActiveAt: Date };
  questionnaire: QuestionnaireRow & { relationshipGoals: RelationshipGoal };
  photos: CommunityPhoto[];
}

const CULTURE_BY_SLUG = new Map<CountrySlug, Culture>(CULTURES.map((culture) => [culture.slug, culture]));

/** Most members are between 25 and 40; a few are at either end of 21-55. */
const AGE_BANDS: readonly (readonly [[number, number], number])[] = [
  [[21, 25], 16],
  [[26, 30], 28],
  [[31, 35], 25],
  [[36, 40], 15],
  [[41, 47], 10],
  [[48, 55], 6],
];

/** The date of birth that makes a member exactly `age` on `now`, their birthday 1-364 days ago. */
function dateOfBirthFor(random: Random, age: number, now: Date): string {
  const birthdayThisYear = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  return new Date(birthdayThisYear - random.int(1, 360) * DAY_MS).toISOString().slice(0, 10);
}

/** Lower-case ASCII for an e-mail address: "Aïssatou Ndèye" → "aissatou-ndeye". */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function nameOf(random: Random, heritage: CountrySlug, gender: Gender): string {
  const book = NAME_BOOKS[heritage];
  const given = random.pick(gender === 'woman' ? book.women : book.men);
  const family = random.pick(book.families);
  const prefix = book.patronymPrefix && random.chance(book.patronymPrefix.share) ? `${book.patronymPrefix[gender]} ` : '';
  return `${given} ${prefix}${family}`;
}

/** A city of the residence, the first ones (the big diaspora cities) more often. */
function cityOf(random: Random, cities: readonly string[]): string {
  return random.weighted(cities.map((city, rank) => [city, cities.length - rank] as const));
}

function languagesOf(random: Random, culture: Culture, country: string, bioLanguage: BioLanguage): LanguageCode[] {
  const spoken = new Set<LanguageCode>([culture.languages[0]![0]]);
  for (const [language, weight] of culture.languages) if (random.chance(weight / 10)) spoken.add(language);
  const local = COUNTRY_LANGUAGE[country];
  if (local) spoken.add(local);
  spoken.add(bioLanguage);
  return [...spoken];
}

function interestsOf(random: Random): Interest[] {
  const chosen = random.sample(INTERESTS, random.int(3, 6));
  // Hookah nights are what the community meets at: more members name them than chance would.
  if (!chosen.includes('hookah_nights') && random.chance(0.2)) chosen.push('hookah_nights');
  return chosen;
}

function photosOf(random: Random, face: Face, interests: readonly Interest[]): CommunityPhoto[] {
  const count = random.weighted([
    [1, 30],
    [2, 32],
    [3, 23],
    [4, 15],
  ] as const);
  const themes = themesFor(interests);
  return Array.from({ length: count }, (_, position) => ({
    id: random.uuid(),
    position,
    picture:
      position === 0
        ? { kind: 'portrait', face, look: drawLook(random, 0) }
        : { kind: 'scene', theme: random.pick(themes), variant: random.int(0, SCENE_VARIANTS - 1) },
  }));
}

/** Member number `index` (0-based) as of `now`. */
export function generateMember(index: number, now: Date): CommunityMember {
  const random = createRandom(`sahel-hearts-demo-member-${index}`);
  const id = random.uuid();
  const gender: Gender = random.chance(0.5) ? 'woman' : 'man';
  const heritage = random.weighted(HERITAGE_WEIGHTS);
  const culture = CULTURE_BY_SLUG.get(heritage)!;
  const [low, high] = random.weighted(AGE_BANDS);
  const age = random.int(low, high);
  const displayName = nameOf(random, heritage, gender);
  const residence = random.weighted(culture.residences.map((place) => [place, place.weight] as const));
  const city = cityOf(random, residence.cities);
  const residentLanguage = RESIDENCE_BIO_LANGUAGE[residence.country];
  const language = residentLanguage && random.chance(0.5) ? residentLanguage : random.weighted(culture.bioLanguages);
  const religion = random.weighted(culture.religions);
  const interests = interestsOf(random);
  const { profession, education } = chooseProfession(random, language, gender, age);
  const married = age >= 30 && random.chance(Math.min(0.45, (age - 26) / 40));
  const maritalHistory = married ? (age >= 45 && random.chance(0.25) ? 'widowed' : 'divorced') : 'never_married';
  const goal = random.weighted<RelationshipGoal>([
    ['marriage', 45],
    ['long_term', 35],
    ['friendship', 12],
    ['casual', 8],
  ]);
  const lifestyle = interests.includes('hookah_nights')
    ? random.weighted([
        ['smokes_hookah', 6],
        ['family_oriented', 2],
        ['active', 2],
      ] as const)
    : random.weighted([
        ['family_oriented', 4],
        ['no_smoking', 3],
        ['active', 3],
      ] as const);
  // Women usually look a little older, men a little younger; everyone stays at 18 or over.
  const ageMin = Math.max(18, gender === 'woman' ? age - random.int(1, 5) : age - random.int(4, 12));
  const ageMax = Math.min(99, gender === 'woman' ? age + random.int(4, 12) : age + random.int(1, 5));
  const joinedAt = new Date(now.getTime() - random.int(35, 420) * DAY_MS - random.int(0, 23) * HOUR_MS);
  // Spread over the last 30 days, most of them recent.
  const lastActiveAt = new Date(now.getTime() - Math.floor(random.next() ** 2 * 30 * DAY_MS) - random.int(1, 59) * 60_000);
  const isPremium = random.chance(PREMIUM_SHARE);
  const face = drawFace(random, { gender, age, styles: gender === 'woman' ? culture.womenStyles : culture.menStyles });
  const cell = locateCity(residence.country, city);
  return {
    index,
    id,
    email: `${slugOf(displayName)}.${index + 1}@${DEMO_MEMBER_DOMAIN}`,
    displayName,
    gender,
    age,
    dateOfBirth: dateOfBirthFor(random, age, now),
    language,
    joinedAt,
    isPremium,
    profile: {
      gender,
      seeking: gender === 'woman' ? 'men' : 'women',
      ageMin,
      ageMax,
      heritageCountry: heritage,
      residenceCountry: residence.country,
      city,
      religion,
      practice:
        religion === 'none'
          ? null
          : random.weighted([
              ['very', 3],
              ['moderately', 4],
              ['not_very', 2],
              ['prefer_not_to_say', 1],
            ] as const),
      languages: languagesOf(random, culture, residence.country, language),
      maritalHistory,
      childrenHave: married && random.chance(0.6) ? 'yes' : 'none',
      childrenWant: random.weighted([
        ['yes', 11],
        ['open', 4],
        ['no', 2],
        ['prefer_not_to_say', 1],
      ] as const),
      education,
      profession,
      interests,
      openToRelocating: random.weighted([
        ['yes', 3],
        ['maybe', 4],
        ['no', 3],
      ] as const),
      showReligion: random.chance(0.6),
      showHeritage: random.chance(0.7),
      showOnPublicPage: false,
      cellLat: cell?.cellLat ?? null,
      cellLon: cell?.cellLon ?? null,
      lastActiveAt,
      boostEndsAt: isPremium && random.chance(0.2) ? new Date(now.getTime() + random.int(2, 20) * HOUR_MS) : null,
      createdAt: joinedAt,
      updatedAt: new Date(Math.max(joinedAt.getTime(), lastActiveAt.getTime() - random.int(1, 20) * DAY_MS)),
    },
    questionnaire: {
      relationshipGoals: goal,
      preferences: random.sample(PREFERENCES, random.int(1, 3)),
      lifestyle,
      bio: writeBio(random, language, { gender, interests, goal }),
      completedAt: joinedAt,
      updatedAt: joinedAt,
    },
    photos: photosOf(random, face, interests),
  };
}

/**
 * Members number 0 to size-1. The first member of each heritage, women and men in turn, stands
 * in for the landing page's featured profiles until real members choose to be shown
 * (decisions.md, "Discovery").
 */
export function generateCommunity(size: number, now: Date): CommunityMember[] {
  const members = Array.from({ length: size }, (_, index) => generateMember(index, now));
  const featuredHeritages = new Set<string>();
  let nextGender: Gender = 'woman';
  for (const member of members) {
    if (featuredHeritages.size >= DISCOVERY_LIMITS.featuredProfiles) break;
    if (member.gender !== nextGender || featuredHeritages.has(member.profile.heritageCountry)) continue;
    member.profile.showOnPublicPage = true;
    featuredHeritages.add(member.profile.heritageCountry);
    nextGender = nextGender === 'woman' ? 'man' : 'woman';
  }
  return members;
}

/** The member as the discovery module's compatibility and hard filters read one. */
export function matchingProfileOfMember(member: CommunityMember): MatchingProfile {
  const { profile, questionnaire } = member;
  return {
    id: member.id,
    gender: profile.gender,
    seeking: profile.seeking,
    age: member.age,
    ageMin: profile.ageMin,
    ageMax: profile.ageMax,
    relationshipGoal: questionnaire.relationshipGoals,
    preferences: questionnaire.preferences,
    lifestyle: questionnaire.lifestyle,
    religion: profile.religion ?? null,
    practice: profile.practice ?? null,
    showReligion: profile.showReligion ?? false,
    heritageCountry: profile.heritageCountry,
    showHeritage: profile.showHeritage ?? false,
    languages: profile.languages ?? [],
    childrenHave: profile.childrenHave ?? null,
    childrenWant: profile.childrenWant ?? null,
    interests: profile.interests ?? [],
    openToRelocating: profile.openToRelocating ?? null,
    country: profile.residenceCountry,
    city: profile.city ?? '',
    cellLat: profile.cellLat ?? null,
    cellLon: profile.cellLon ?? null,
  };
}
