// The deck's candidates (docs/targets.md S6): members the viewer may see and has not swiped, inside
// both sides' hard filters, most recently active first, plus the boosted ones. The statement is
// shaped so that its cost follows the page, not the membership or the viewer's history, and the
// unfiltered deck is a prepared statement whose one plan serves every viewer
// (docs/decisions/0020-discovery.md, "The deck"; measured by `npm run bench:discovery`).
import { and, desc, eq, gt, gte, inArray, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DeckFilters } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { profiles, questionnaireAnswers, users } from '../../db/schema';
import type { MatchingProfile } from '../member-cards';
import { blockPartnersOf, isDiscoverable, notBlockedEitherWay } from '../member-cards';
import { locateCity } from '../member-cards';
import { birthDatesForAges, candidateColumns, rowVersionsOf } from '../member-cards';

/** How many candidates are scored to choose a page of cards (docs/decisions/0020-discovery.md). */
export const CANDIDATE_POOL = 60;
const BOOSTED_POOL = 20;

/** What the statement needs of the viewer and the time: the values of its parameters. */
function termsOf(viewer: MatchingProfile, now: Date) {
  const born = birthDatesForAges(viewer.ageMin, viewer.ageMax, now);
  return {
    viewerId: viewer.id,
    gender: viewer.seeking === 'women' ? 'woman' : 'man',
    seeking: viewer.gender === 'woman' ? 'women' : 'men',
    age: viewer.age,
    bornAfter: born.after,
    bornUntil: born.until,
    now: now.toISOString(),
  } as const;
}

/** The terms as values, or as anything SQL stands for them with. */
type Terms = { [Term in keyof ReturnType<typeof termsOf>]: ReturnType<typeof termsOf>[Term] | SQLWrapper };

/**
 * The same terms as placeholders, which the deck's statement is written with: built once, it is
 * run for any viewer with `termsOf`'s values.
 */
const placeholders: Terms = {
  viewerId: sql.placeholder('viewerId'),
  gender: sql.placeholder('gender'),
  seeking: sql.placeholder('seeking'),
  age: sql.placeholder('age'),
  bornAfter: sql.placeholder('bornAfter'),
  bornUntil: sql.placeholder('bornUntil'),
  now: sql.placeholder('now'),
};

/** Members aged `min` to `max`, on the profile's copy of the birth date (in profile_deck_idx). */
function agedBetween(min: number, max: number, now: Date): SQL[] {
  const ages = birthDatesForAges(min, max, now);
  return [gt(profiles.dateOfBirth, ages.after), lte(profiles.dateOfBirth, ages.until)];
}

/** Both sides' hard filters, all on the member's profile row and in profile_deck_idx. */
function profileFilters(terms: Terms): SQL[] {
  return [
    gt(profiles.dateOfBirth, terms.bornAfter),
    lte(profiles.dateOfBirth, terms.bornUntil),
    eq(profiles.gender, terms.gender),
    eq(profiles.seeking, terms.seeking),
    lte(profiles.ageMin, terms.age),
    gte(profiles.ageMax, terms.age),
    ne(profiles.userId, terms.viewerId),
  ];
}

/** Members `viewer` may see in the deck and swipe: both sides' hard filters, discoverable, not blocked. */
export function swipeableBy(viewer: MatchingProfile, now: Date): SQL {
  return and(...profileFilters(termsOf(viewer, now)), isDiscoverable(users.id), notBlockedEitherWay(viewer.id, profiles.userId))!;
}

/**
 * A city in the gazetteer matches by its grid cell, whatever the spelling ("Malmo", "Malmö");
 * another matches by name, case aside.
 */
function cityCondition(city: string, country: string | undefined): SQL {
  const cell = country ? locateCity(country, city) : null;
  if (cell) return and(eq(profiles.cellLat, cell.cellLat), eq(profiles.cellLon, cell.cellLon))!;
  return sql`lower(${profiles.city}) = lower(${city})`;
}

/**
 * Premium's filters, split like the hard filters: on the profile row, and on the questionnaire
 * row of the walked member. Heritage and religion match only members who show them (decision
 * 0012). No filter at all gives two empty lists: the deck's prepared statement.
 */
function filterConditions(filters: DeckFilters, now: Date): { profile: SQL[]; questionnaire: SQL[] } {
  const profile: SQL[] = [];
  const questionnaire: SQL[] = [];
  if (filters.heritage?.length) profile.push(and(eq(profiles.showHeritage, true), inArray(profiles.heritageCountry, filters.heritage))!);
  if (filters.country) profile.push(eq(profiles.residenceCountry, filters.country));
  if (filters.city) profile.push(cityCondition(filters.city, filters.country));
  if (filters.ageMin !== undefined || filters.ageMax !== undefined)
    profile.push(...agedBetween(filters.ageMin ?? 18, filters.ageMax ?? 99, now));
  if (filters.religion?.length) profile.push(and(eq(profiles.showReligion, true), inArray(profiles.religion, filters.religion))!);
  if (filters.languages?.length) {
    const codes = sql.join(
      filters.languages.map((code) => sql`${code}`),
      sql`, `,
    );
    profile.push(sql`${profiles.languages} && array[${codes}]::text[]`);
  }
  if (filters.goal?.length) questionnaire.push(inArray(questionnaireAnswers.relationshipGoals, filters.goal));
  return { profile, questionnaire };
}

/**
 * Everyone the viewer swiped or is blocked with, either way: one set, read once for both walks
 * (`seen`, the CTE of `candidatesStatement`). eligibility.ts takes the viewer's id as a string it
 * only puts in its SQL, where the placeholder stands for it as well.
 */
const seenByViewer = sql`select sw.target_id as user_id from swipe sw where sw.swiper_id = ${placeholders.viewerId}
  union all ${blockPartnersOf(placeholders.viewerId as string)}`;

/**
 * The ids of up to `limit` members the viewer may be offered, highest `order` first. Written so
 * that PostgreSQL walks the members in that order and stops at `limit`, whatever the viewer's
 * history, instead of filtering everyone and sorting (which it prefers once it multiplies the
 * conditions' guessed selectivities below the limit):
 * 1. the inner select reads only profile columns: for the recent pool, profile_deck_idx answers it
 *    alone (gender, seeking, last activity, both age bounds, the birth date, id), in order, so
 *    both sides' age ranges are applied before any probe; for the boosted pool,
 *    profile_boost_idx holds only the profiles ever boosted;
 * 2. the members the viewer swiped or is blocked with are one small set (`seen`), read once for
 *    both walks and hashed by each (`not in`, exact here because those columns are never null),
 *    so a walked member the viewer already swiped costs a hash lookup, not probes: the worst
 *    case, a viewer who swiped the top of their deck, stays close to the usual one;
 * 3. everything else (identity, membership, questionnaire) is probed by primary key per walked
 *    member, inside one `exists` kept whole by `offset 0`, which PostgreSQL never flattens into
 *    joins. A single test keeps the estimated share of members passing at one half, so the walk with an
 *    early stop stays the cheapest plan for every viewer.
 */
function walk(chosen: { profile: SQL[]; questionnaire: SQL[] }, order: PgColumn, extra: SQL[], limit: number): SQL {
  const questionnaire = and(sql`${questionnaireAnswers.userId} = walked.user_id`, ...chosen.questionnaire);
  return sql`select walked.user_id from (
      select ${profiles.userId} as user_id from ${profiles}
      where ${and(...profileFilters(placeholders), ...chosen.profile, ...extra)}
      order by ${order} desc
    ) walked
    where walked.user_id not in (select seen.user_id from seen)
      and exists (select where ${isDiscoverable(sql`walked.user_id`)} and exists (select 1 from ${questionnaireAnswers} where ${questionnaire}) offset 0)
    limit ${sql.raw(String(limit))}`;
}

/**
 * A running boost. The upper bound is always true: it is there for the prepared statement's
 * generic plan, which cannot know `now` and would guess that a third of all members have a
 * running boost (and walk profile_deck_idx, then sort); with both bounds it guesses a narrow
 * range and walks profile_boost_idx, as the plan for a known `now` does
 * (docs/decisions/0020-discovery.md, "The deck").
 */
const boostRunning = sql`${profiles.boostEndsAt} > ${placeholders.now} and ${profiles.boostEndsAt} < 'infinity'`;
const runningBoostEnd = sql`case when ${profiles.boostEndsAt} > ${placeholders.now}::timestamptz then ${profiles.boostEndsAt} end`;

/**
 * The boosted candidates (latest ending first) and then the most recently active ones, without
 * repeats, in one statement: what ranking reads and the versions of the rows scoring reads
 * (`candidateColumns`), never the scoring row itself, which the server keeps while its versions
 * match (member-cards, matching-profiles.ts), nor the card's photo or Premium badge (the deck
 * reads those for the page it returns only). Each row also names the viewer's own current row
 * versions (`viewerVersion`, one subquery by primary key, run once for the statement and outside
 * the walks), so that the deck may take the viewer's terms from the copy this server read before
 * and know, on the statement's own snapshot, whether it was still current (deck.ts).
 */
function candidatesStatement(db: Database, chosen: { profile: SQL[]; questionnaire: SQL[] }) {
  const boosted = walk(chosen, profiles.boostEndsAt, [boostRunning], BOOSTED_POOL);
  const recent = walk(chosen, profiles.lastActiveAt, [], CANDIDATE_POOL);
  return db
    .select({ ...candidateColumns, viewerVersion: rowVersionsOf(sql.placeholder('viewerId')) })
    .from(profiles)
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.userId, profiles.userId))
    .where(
      sql`${profiles.userId} in (with seen as materialized (${seenByViewer})
        select pools.user_id from ((${boosted}) union all (${recent})) pools)`,
    )
    .orderBy(sql`${runningBoostEnd} desc nulls last`, desc(profiles.lastActiveAt));
}

/**
 * The deck without Premium's filters (every Basic member's, and most Premium ones') as a named
 * prepared statement, one per database: the SQL is built once, PostgreSQL parses it once per
 * connection and, after five executions, keeps one generic plan for every viewer, the same walk
 * (the plan `npm run bench:discovery` prints; docs/decisions/0020-discovery.md). Filtered decks
 * vary in shape and are built and planned per request. PGlite ignores the name: there only the
 * building is saved.
 */
const preparedDecks = new WeakMap<Database, ReturnType<typeof prepareDeck>>();
const prepareDeck = (db: Database) => candidatesStatement(db, { profile: [], questionnaire: [] }).prepare('deck_candidates');

export type Candidate = Awaited<ReturnType<ReturnType<typeof candidatesStatement>['execute']>>[number];

export async function deckCandidates(db: Database, viewer: MatchingProfile, filters: DeckFilters, now: Date): Promise<Candidate[]> {
  const terms = termsOf(viewer, now);
  const chosen = filterConditions(filters, now);
  if (chosen.profile.length > 0 || chosen.questionnaire.length > 0) return candidatesStatement(db, chosen).execute(terms);
  let prepared = preparedDecks.get(db);
  if (!prepared) preparedDecks.set(db, (prepared = prepareDeck(db)));
  return prepared.execute(terms);
}
