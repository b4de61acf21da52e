// Everything discovery reads about a member, in one row: what the compatibility score needs and
// what a card shows. Cards are made from these rows by cards.ts, which alone decides what leaves
// the server (never the grid cell, coordinates or a distance: docs/targets.md T8).
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { ProfilePromptKey } from '../../../shared/contracts/profile-prompts';
import type { Database } from '../../db/client';
import { profiles, questionnaireAnswers, users } from '../../db/schema';
import { profileFieldColumns } from '../../platform/profile-columns';
import { visibleMember } from '../moderation';
import { isPremiumNow, premiumHoldsUntil } from './eligibility';

/**
 * The main photo of a member, as one JSON value (null without photos, and for a suspended or
 * banned member, whose photos the photo route refuses: docs/decisions/0024-moderation.md, so no
 * card or conversation offers an address that answers 404). The user row is named in full: in a
 * select from that table alone drizzle would write a bare "id", which inside this subquery means
 * the photo's.
 */
export const mainPhoto = sql<{ id: string; width: number; height: number } | null>`(
  select json_build_object('id', pp.id, 'width', pp.width, 'height', pp.height)
  from profile_photo pp where pp.user_id = "user"."id" and ${visibleMember(sql`"user"."id"`)} order by pp.position limit 1)`;

/**
 * A member's answered prompts in their order, as one JSON value (null when they answered none,
 * and the card leaves them out: docs/decisions/0012-profile.md, "Prompts"). Named by the user row,
 * as `mainPhoto` is.
 */
export const memberPrompts = sql<{ key: ProfilePromptKey; answer: string }[] | null>`(
  select json_agg(json_build_object('key', mp.prompt_key, 'answer', mp.answer) order by mp.position)
  from profile_prompt mp where mp.user_id = "user"."id")`;

/**
 * What the compatibility score and the ranking read: the deck reads only these for its pool of
 * candidates and the whole row for the page it returns (deck.ts, docs/targets.md S5 and S6).
 */
const {
  maritalHistory,
  education,
  profession,
  // Never read for another member: it is the member's own choice about the landing page.
  showOnPublicPage: _ownChoice,
  ...scoredProfileColumns
} = profileFieldColumns;

const scoringColumns = {
  id: users.id,
  dateOfBirth: users.dateOfBirth,
  ...scoredProfileColumns,
  cellLat: profiles.cellLat,
  cellLon: profiles.cellLon,
  lastActiveAt: profiles.lastActiveAt,
  boostEndsAt: profiles.boostEndsAt,
  relationshipGoal: questionnaireAnswers.relationshipGoals,
  preferences: questionnaireAnswers.preferences,
  lifestyle: questionnaireAnswers.lifestyle,
};

const memberColumns = {
  ...scoringColumns,
  displayName: users.displayName,
  maritalHistory,
  education,
  profession,
  bio: questionnaireAnswers.bio,
  isPremium: isPremiumNow(users.id).mapWith(Boolean),
  photo: mainPhoto,
  prompts: memberPrompts,
};

/** A select of members with a profile and a questionnaire (filters are the caller's). */
export const selectMembers = (db: Database) =>
  db
    .select(memberColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.userId, profiles.userId));

/**
 * Which versions of a member's profile and questionnaire rows a scoring row was read from:
 * PostgreSQL gives every row version the id of the transaction that wrote it (`xmin`), so the
 * pair changes whenever either row does, however it was written (the app, a seed, a hand edit).
 * matching-profiles.ts keeps what it read of a member for as long as it still matches.
 */
export const rowVersions = sql<string>`${profiles}.xmin::text || ':' || ${questionnaireAnswers}.xmin::text`;

/**
 * The same pair for one member, as a value (null without a profile and a questionnaire): the deck's
 * candidates statement names the viewer's own, so that a viewer this server read before
 * (viewer.ts) is checked in the statement that used it, on the same snapshot
 * (docs/decisions/0020-discovery.md, "The viewer kept by row version").
 */
export const rowVersionsOf = (id: SQLWrapper) =>
  sql<string | null>`(select vp.xmin::text || ':' || vq.xmin::text from profile vp
    join questionnaire vq on vq.user_id = vp.user_id where vp.user_id = ${id})`;

/**
 * The same members, only what scoring them reads, from the profile and the questionnaire alone:
 * the id and the birth date are read from the profile (its copy of the user's birth date, kept by
 * the database, migration 0012), which spares the deck a probe of the user row for each of its
 * candidates (docs/targets.md S6). The column may be null in the schema, but its copy never is: every
 * user has a birth date, and only the database writes the profile's.
 */
export const selectScoringRows = (db: Database) =>
  db
    .select({
      ...scoringColumns,
      id: profiles.userId,
      dateOfBirth: sql<string>`${profiles.dateOfBirth}`,
      pausedAt: profiles.pausedAt,
      version: rowVersions,
    })
    .from(profiles)
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.userId, profiles.userId));

/**
 * What ranking a deck's candidates reads fresh on every request, and the rows' versions: the
 * rest of each member's scoring row comes from matching-profiles.ts while the versions match.
 */
export const candidateColumns = {
  id: profiles.userId,
  lastActiveAt: profiles.lastActiveAt,
  boostEndsAt: profiles.boostEndsAt,
  version: rowVersions,
};

export type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];
export type ScoringRow = Awaited<ReturnType<ReturnType<typeof selectScoringRows>['execute']>>[number];
/** What a card shows beside the matching profile (cards.ts): the deck reads only these for its page. */
export type CardRow = Pick<
  MemberRow,
  'id' | 'displayName' | 'city' | 'residenceCountry' | 'profession' | 'bio' | 'isPremium' | 'photo' | 'prompts'
>;

/**
 * The card columns of the members with these ids, as one statement prepared once per database
 * (the deck's page: docs/decisions/0020-discovery.md, "The deck"), with what kept-cards.ts needs
 * to keep each card: the versions of the profile and questionnaire rows, on the statement's own
 * snapshot (the deck's candidates statement names the same pair), whether the member may be
 * shown now (a card read while hidden, without its photo, is not kept), and until when its
 * Premium badge holds without a write.
 */
const cardRowsQueryOf = (db: Database) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      city: profiles.city,
      residenceCountry: profiles.residenceCountry,
      profession: profiles.profession,
      bio: questionnaireAnswers.bio,
      isPremium: memberColumns.isPremium,
      photo: mainPhoto,
      prompts: memberPrompts,
      version: rowVersions,
      shown: visibleMember(users.id).mapWith(Boolean),
      premiumUntil: premiumHoldsUntil(users.id),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.userId, profiles.userId))
    .where(sql`${profiles.userId} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('read_card_rows');
const cardRowsQueries = new WeakMap<Database, ReturnType<typeof cardRowsQueryOf>>();

export type VersionedCardRow = Awaited<ReturnType<ReturnType<typeof cardRowsQueryOf>['execute']>>[number];

export async function readCardRows(db: Database, ids: string[]): Promise<VersionedCardRow[]> {
  if (ids.length === 0) return [];
  let query = cardRowsQueries.get(db);
  if (!query) cardRowsQueries.set(db, (query = cardRowsQueryOf(db)));
  return query.execute({ ids });
}

/** One member's scoring row and its versions, prepared once per database: the member asking (viewer.ts). */
const scoringRowQueryOf = (db: Database) =>
  selectScoringRows(db)
    .where(eq(profiles.userId, sql.placeholder('id')))
    .prepare('read_scoring_row');
const scoringRowQueries = new WeakMap<Database, ReturnType<typeof scoringRowQueryOf>>();

export async function readScoringRow(db: Database, id: string): Promise<ScoringRow | undefined> {
  let query = scoringRowQueries.get(db);
  if (!query) scoringRowQueries.set(db, (query = scoringRowQueryOf(db)));
  const [row] = await query.execute({ id });
  return row;
}

/** Whole years between a 'YYYY-MM-DD' birth date and `now`, on the UTC calendar. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** The birth dates of people aged `min` to `max` on `now`: [earliest exclusive, latest inclusive]. */
export function birthDatesForAges(min: number, max: number, now: Date): { after: string; until: string } {
  const shift = (years: number, days = 0) => {
    const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
    return date.toISOString().slice(0, 10);
  };
  // Aged max means born after the day max+1 years ago; aged min means born on or before min years ago.
  return { after: shift(max + 1), until: shift(min) };
}
