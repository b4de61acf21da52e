import { z } from 'zod';
import { displayNameField } from './account';
import { COUNTRY_SLUGS } from '../countries';
import { text } from './text';

// The member profile that matching needs (spec sections 2, 4 and 5). Options are stored
// and sent as stable codes; the browser shows them translated (profile.json), and country and
// language names come from Intl.DisplayNames in the member's language.
export const GENDERS = ['woman', 'man'] as const;
export const SEEKING = ['women', 'men'] as const;
export const HERITAGE_COUNTRIES = [...COUNTRY_SLUGS, 'other'] as const;
export const RELIGIONS = [
  'islam',
  'christianity_orthodox',
  'christianity_catholic',
  'christianity_protestant',
  'traditional',
  'none',
  'other',
  'prefer_not_to_say',
] as const;
export const PRACTICES = ['very', 'moderately', 'not_very', 'prefer_not_to_say'] as const;
export const MARITAL_HISTORIES = ['never_married', 'divorced', 'widowed'] as const;
export const CHILDREN_HAVE = ['none', 'yes'] as const;
export const CHILDREN_WANT = ['yes', 'no', 'open', 'prefer_not_to_say'] as const;
export const EDUCATIONS = ['secondary', 'vocational', 'bachelor', 'master', 'doctorate', 'other'] as const;
export const RELOCATING = ['yes', 'no', 'maybe'] as const;
/** Languages of the Sahel, the Horn and the diaspora (ISO 639-1 codes). */
export const LANGUAGES = [
  'en',
  'fr',
  'ar',
  'sw',
  'am',
  'so',
  'ha',
  'ti',
  'om',
  'wo',
  'ff',
  'bm',
  'yo',
  'ig',
  'pt',
  'es',
  'it',
  'de',
] as const;
export const INTERESTS = [
  'hookah_nights',
  'cooking',
  'music',
  'dancing',
  'travel',
  'faith',
  'sport',
  'reading',
  'poetry',
  'fashion',
  'entrepreneurship',
  'volunteering',
] as const;
export const MAX_INTERESTS = 10;
export const AGE_MIN = 18;
export const AGE_MAX = 99;
export const TEXT_MAX_LENGTH = 100;

/** ISO 3166-1 alpha-2: the country a member lives in may be anywhere in the world. */
export const RESIDENCE_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const uniqueList = <T extends string>(values: readonly [T, ...T[]], max: number) =>
  z
    .array(z.enum(values))
    .max(max)
    .refine((items) => new Set(items).size === items.length, { message: 'Each option may be chosen once' });

/**
 * The profile's fields, each with its own rule (the form checks them one by one). Required:
 * what matching cannot work without (who, whom, which ages, heritage, where). Everything else is
 * optional: null (or '' and [] for texts and lists) means "not said".
 */
export const profileFields = z.object({
  displayName: displayNameField,
  gender: z.enum(GENDERS),
  seeking: z.enum(SEEKING),
  ageMin: z.number().int().min(AGE_MIN).max(AGE_MAX),
  ageMax: z.number().int().min(AGE_MIN).max(AGE_MAX),
  heritageCountry: z.enum(HERITAGE_COUNTRIES),
  residenceCountry: z.string().refine((code) => RESIDENCE_COUNTRIES.includes(code), { message: 'Unknown country code' }),
  city: text().trim().max(TEXT_MAX_LENGTH),
  religion: z.enum(RELIGIONS).nullable(),
  practice: z.enum(PRACTICES).nullable(),
  languages: uniqueList(LANGUAGES, LANGUAGES.length),
  maritalHistory: z.enum(MARITAL_HISTORIES).nullable(),
  childrenHave: z.enum(CHILDREN_HAVE).nullable(),
  childrenWant: z.enum(CHILDREN_WANT).nullable(),
  education: z.enum(EDUCATIONS).nullable(),
  profession: text().trim().max(TEXT_MAX_LENGTH),
  interests: uniqueList(INTERESTS, MAX_INTERESTS),
  openToRelocating: z.enum(RELOCATING).nullable(),
  /** Religion and practice on the member's profile for other members: off unless chosen. */
  showReligion: z.boolean(),
  /** Heritage country on the member's profile for other members: off unless chosen. */
  showHeritage: z.boolean(),
  /**
   * Among the featured members of the public landing page (first name, age, city, main photo,
   * and the heritage only with showHeritage): off unless chosen (decisions.md, "Discovery").
   */
  showOnPublicPage: z.boolean(),
});
export type ProfileField = keyof typeof profileFields.shape;

/** PUT /api/profile: the whole profile, every field valid and the age range in order. */
export const profileInput = profileFields.refine((profile) => profile.ageMin <= profile.ageMax, {
  message: 'The youngest age must not be above the oldest',
  path: ['ageMax'],
});
export type Profile = z.infer<typeof profileInput>;
export type Gender = Profile['gender'];
export type Seeking = Profile['seeking'];
export type HeritageCountry = Profile['heritageCountry'];
export type Religion = NonNullable<Profile['religion']>;
export type Practice = NonNullable<Profile['practice']>;
export type LanguageCode = Profile['languages'][number];
export type MaritalHistory = NonNullable<Profile['maritalHistory']>;
export type ChildrenHave = NonNullable<Profile['childrenHave']>;
export type ChildrenWant = NonNullable<Profile['childrenWant']>;
export type Education = NonNullable<Profile['education']>;
export type Interest = Profile['interests'][number];
export type Relocating = NonNullable<Profile['openToRelocating']>;

/** GET and PUT /api/profile: the display name (always there) and the profile, null before the first save. */
/** The profile's fields beside the required part (src/shared/questionnaire-step.ts) and the name. */
type OptionalProfileFields = Omit<
  Profile,
  'displayName' | 'gender' | 'seeking' | 'ageMin' | 'ageMax' | 'heritageCountry' | 'residenceCountry'
>;

/**
 * The optional fields with nothing said, as the Questionnaire step sends them beside the required
 * part (docs/decisions/0031-profile-in-onboarding.md). A new object each time: its lists are the
 * caller's to fill.
 */
export function nothingOptional(): OptionalProfileFields {
  return {
    city: '',
    religion: null,
    practice: null,
    languages: [],
    maritalHistory: null,
    childrenHave: null,
    childrenWant: null,
    education: null,
    profession: '',
    interests: [],
    openToRelocating: null,
    showReligion: false,
    showHeritage: false,
    showOnPublicPage: false,
  };
}

export const profileResponse = z.strictObject({
  displayName: z.string(),
  // Strict as an answer; the body (profileInput) keeps its own rules.
  profile: z.strictObject(profileFields.omit({ displayName: true }).shape).nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/**
 * Who sees what (decision 0012): fields other members will see on the member's profile. The
 * rest is only for matching and the member. Religion, practice and heritage are only shown when
 * the member turns on showReligion / showHeritage. No profile field is on any visitor page.
 * Kept for discovery, which shows profiles to other members.
 * @public
 */
export const FIELDS_SHOWN_TO_MEMBERS: readonly ProfileField[] = [
  'displayName',
  'gender',
  'seeking',
  'ageMin',
  'ageMax',
  'residenceCountry',
  'city',
  'languages',
  'maritalHistory',
  'childrenHave',
  'childrenWant',
  'education',
  'profession',
  'interests',
  'openToRelocating',
];
