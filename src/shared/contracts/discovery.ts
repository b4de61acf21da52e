import { z } from 'zod';
import { COUNTRY_SLUGS } from '../countries';
import { GENDERS, HERITAGE_COUNTRIES, LANGUAGES, RELIGIONS, RESIDENCE_COUNTRIES, TEXT_MAX_LENGTH } from './profile';
import { RELATIONSHIP_GOALS } from './questionnaire';
import { isoTime } from './iso-time';
import { likeComment } from './like-comment';
import { cardPrompts } from './profile-prompts';
import { text } from './text';

// Discovery (docs/decisions/0020-discovery.md): the deck at /profiles, swipes, matches, blocks
// and reports, country pages and featured profiles. Members are shown only as MemberCard and
// MemberProfile: the city and a distance bucket, never coordinates, a grid cell or a distance.

export const SWIPE_DIRECTIONS = ['like', 'pass'] as const;
export type SwipeDirection = (typeof SWIPE_DIRECTIONS)[number];

/** How far away a member lives, the only distance anyone is shown (docs/targets.md T8). */
export const DISTANCE_BUCKETS = ['same_city', 'under_50_km', 'under_200_km', 'same_country', 'other_country'] as const;
export type DistanceBucket = (typeof DISTANCE_BUCKETS)[number];

export const REPORT_REASONS = ['fake_profile', 'scam', 'harassment', 'under_18', 'offensive_photo', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/**
 * Why two members fit, strongest first (the card shows the top three, translated in
 * discovery.json `reasons.<code>`; docs/decisions/0021-compatibility.md). `value` names what
 * they share where the text needs it: same_goal a relationship goal, shared_language a language
 * code, same_heritage a heritage country, same_region one of HERITAGE_REGIONS, same_faith a
 * religion, children_aligned 'yes' or 'no' (both want children, or both do not), shared_interest
 * an interest code, nearby the distance bucket. Never a private field of the other member.
 */
export const COMPATIBILITY_REASONS = [
  'same_goal',
  'both_marriage',
  'shared_language',
  'same_heritage',
  'same_region',
  'same_faith',
  'children_aligned',
  'both_hookah',
  'both_no_smoking',
  'both_family_oriented',
  'both_active',
  'shared_interest',
  'same_city',
  'nearby',
  'open_to_relocating',
  'in_age_range',
] as const;
export type CompatibilityReasonCode = (typeof COMPATIBILITY_REASONS)[number];
export const compatibilityReason = z.strictObject({ code: z.enum(COMPATIBILITY_REASONS), value: z.string().optional() });
export type CompatibilityReason = z.infer<typeof compatibilityReason>;

/** The regions of heritage the same_region reason names (docs/decisions/0021-compatibility.md). */
export const HERITAGE_REGIONS = ['horn_of_africa', 'sahel', 'west_africa'] as const;
export type HeritageRegion = (typeof HERITAGE_REGIONS)[number];

export const compatibility = z.strictObject({
  /** 0-100. */
  score: z.number().int().min(0).max(100),
  /** At most three, strongest first. */
  reasons: z.array(compatibilityReason).max(3),
});
export type Compatibility = z.infer<typeof compatibility>;

export const cardPhoto = z.strictObject({
  /** Same-origin URL of the resized card image (access-checked). */
  url: z.string(),
  /** The photo's id, which a like's comment on it names (the server always sends it). */
  id: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CardPhoto = z.infer<typeof cardPhoto>;

/**
 * A member card's photo, with its large rendition for a card drawn wider than the card rendition
 * (the photo-first card on a phone picks one of the two by its srcset). Sent with every member
 * card; optional so that a card photo without it (a member list's) still describes one.
 */
export const memberCardPhoto = cardPhoto.extend({
  large: z.strictObject({ url: z.string(), width: z.number().int() }).optional(),
});
export type MemberCardPhoto = z.infer<typeof memberCardPhoto>;

/** One member in the deck, a country page or the match list. */
export const memberCard = z.strictObject({
  id: z.string(),
  displayName: z.string(),
  age: z.number().int(),
  city: z.string(),
  /** ISO 3166-1 alpha-2 of the country they live in. */
  country: z.string(),
  distance: z.enum(DISTANCE_BUCKETS),
  profession: z.string(),
  bio: z.string(),
  isPremium: z.boolean(),
  photo: memberCardPhoto.nullable(),
  compatibility,
  /** The prompts the member answered, in their order; omitted when none (docs/decisions/0012-profile.md, "Prompts"). */
  prompts: cardPrompts.optional(),
});
export type MemberCard = z.infer<typeof memberCard>;

/** The full profile, opened from a card: every photo and the fields the member shows. */
export const memberProfile = memberCard.extend({
  photos: z.array(cardPhoto.extend({ largeUrl: z.string() })),
  relationshipGoal: z.string(),
  lifestyle: z.string(),
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  education: z.string().nullable(),
  maritalHistory: z.string().nullable(),
  childrenHave: z.string().nullable(),
  childrenWant: z.string().nullable(),
  openToRelocating: z.string().nullable(),
  /** Only when the member shows them. */
  religion: z.string().nullable().optional(),
  practice: z.string().nullable().optional(),
  heritageCountry: z.string().optional(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const swipeAllowance = z.strictObject({
  /** Null: unlimited (Premium). */
  perDay: z.number().int().nullable(),
  left: z.number().int().nullable(),
  /** When the allowance starts again: the next midnight UTC. */
  resetsAt: isoTime,
});
export type SwipeAllowance = z.infer<typeof swipeAllowance>;

export const boostState = z.strictObject({
  /** Whether the member may boost now (Premium, and none in the last 7 days). */
  available: z.boolean(),
  /** The running boost's end, if one is running. */
  activeUntil: isoTime.nullable(),
  /** When the next boost may start, if one was used in the last 7 days. */
  nextAvailableAt: isoTime.nullable(),
});
export type BoostState = z.infer<typeof boostState>;

/** GET /api/discovery/deck */
export const deckResponse = z.strictObject({
  /** True until the member has saved a profile: the deck needs whom they seek (link to /profile). */
  needsProfile: z.boolean(),
  /** True while the member's profile is paused: no cards until they show it again (link to /account). */
  paused: z.boolean(),
  cards: z.array(memberCard),
  allowance: swipeAllowance,
  /** Whether passed members can be brought back ('View Again'). */
  canViewAgain: z.boolean(),
  isPremium: z.boolean(),
  boost: boostState,
});
export type DeckResponse = z.infer<typeof deckResponse>;

export const swipeInput = z
  .strictObject({
    targetId: z.string().min(1).max(64),
    direction: z.enum(SWIPE_DIRECTIONS),
    /** A like's comment on one of the member's prompts or photos (docs/decisions/0020-discovery.md). */
    comment: likeComment.optional(),
  })
  .refine((input) => input.comment === undefined || input.direction === 'like', {
    message: 'Only a like carries a comment',
    path: ['comment'],
  });
export type SwipeInput = z.infer<typeof swipeInput>;

export const matchSummary = z.strictObject({
  id: z.number().int(),
  member: memberCard,
  /** ISO time the match was made. */
  matchedAt: isoTime,
});
export type MatchSummary = z.infer<typeof matchSummary>;

/**
 * What the first message suggested at the match moment is about (docs/decisions/0020-discovery.md,
 * "The match moment"): one thing the two share, strongest first, or `warm_hello` when they share
 * nothing the server may name. The browser words it (discovery.json `opener.<topic>.<variant>`) in
 * the sender's language. `same_prompt`: both answered that prompt; `their_prompt`: the other
 * member answered it (on their card), the sender did not.
 */
export const OPENER_TOPICS = [
  'same_prompt',
  'shared_interest',
  'their_prompt',
  'same_heritage',
  'shared_language',
  'same_faith',
  'same_city',
  'both_hookah',
  'same_goal',
  'same_country',
  'warm_hello',
] as const;
export type OpenerTopic = (typeof OPENER_TOPICS)[number];
/** Each topic is worded in this many ways; the server picks one, the same one for the same match. */
export const OPENER_VARIANTS = 3;

export const openerSuggestion = z.strictObject({
  topic: z.enum(OPENER_TOPICS),
  /** The code of what they share where the words need it: a prompt, an interest, a language, a heritage country, a religion, a goal. */
  value: z.string().max(64).optional(),
  /**
   * The gender of the member the message would go to: Arabic and Amharic word the second person
   * by it (`opener.<topic>.v<variant>_female` / `_male`). Always the gender the sender seeks, so
   * it tells the sender nothing new.
   */
  addressee: z.enum(GENDERS),
  variant: z
    .number()
    .int()
    .min(0)
    .max(OPENER_VARIANTS - 1),
});
export type OpenerSuggestion = z.infer<typeof openerSuggestion>;

/** A match as the like that made it is told: the match, and a first message to suggest. */
export const matchMoment = z.strictObject({ ...matchSummary.shape, suggestion: openerSuggestion });
export type MatchMoment = z.infer<typeof matchMoment>;

/** POST /api/discovery/swipes */
export const swipeResponse = z.strictObject({
  direction: z.enum(SWIPE_DIRECTIONS),
  /** Set when this like made a new match. */
  match: matchMoment.nullable(),
  allowance: swipeAllowance,
});
export type SwipeResponse = z.infer<typeof swipeResponse>;

/** GET /api/matches */
export const matchList = z.strictObject({ matches: z.array(matchSummary) });
export type MatchList = z.infer<typeof matchList>;

/** POST /api/discovery/view-again: how many passed members came back. */
export const viewAgainResponse = z.strictObject({ restored: z.number().int().min(0) });

export const blockInput = z.strictObject({ memberId: z.string().min(1).max(64) });
export type BlockInput = z.infer<typeof blockInput>;

export const reportInput = z.strictObject({
  memberId: z.string().min(1).max(64),
  reason: z.enum(REPORT_REASONS),
  details: text().trim().max(REPORT_DETAILS_MAX_LENGTH).default(''),
  /** A message of the member's conversation with them that the report points at. */
  messageId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ReportInput = z.infer<typeof reportInput>;

/**
 * Premium's advanced filters, applied on the server (GET /api/discovery/deck query string, lists
 * comma-separated). Every field is optional; a list matches any of its values.
 */
const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(1000)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length));

export const deckFilters = z.strictObject({
  heritage: commaList(HERITAGE_COUNTRIES).optional(),
  country: z
    .string()
    .refine((code) => RESIDENCE_COUNTRIES.includes(code), { message: 'Unknown country code' })
    .optional(),
  city: text().trim().min(1).max(TEXT_MAX_LENGTH).optional(),
  ageMin: z.coerce.number().int().min(18).max(99).optional(),
  ageMax: z.coerce.number().int().min(18).max(99).optional(),
  religion: commaList(RELIGIONS).optional(),
  goal: commaList(RELATIONSHIP_GOALS).optional(),
  languages: commaList(LANGUAGES).optional(),
});
export type DeckFilters = z.infer<typeof deckFilters>;

/** GET /api/members/:country (visitors get the count; verified subscribers also the members). */
export const countryMembers = z.strictObject({
  country: z.enum(COUNTRY_SLUGS),
  verifiedMembers: z.number().int().min(0),
  /** Null for visitors and members who may not browse yet. */
  members: z.array(memberCard).nullable(),
});
export type CountryMembers = z.infer<typeof countryMembers>;

/** GET /api/featured-profiles: members who chose to be shown on the landing page. */
export const featuredMember = memberCard.pick({ id: true, displayName: true, age: true, city: true, isPremium: true }).extend({
  /** Only if the member shows their heritage. */
  heritageCountry: z.string().nullable(),
  /** Public URL of the main card photo, or null. */
  photoUrl: z.string().nullable(),
});
export type FeaturedMember = z.infer<typeof featuredMember>;

/** GET /api/featured-profiles: at most DISCOVERY_LIMITS.featuredProfiles, none when nobody opted in. */
export const featuredProfiles = z.strictObject({ members: z.array(featuredMember) });
export type FeaturedProfiles = z.infer<typeof featuredProfiles>;
