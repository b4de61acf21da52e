// The deck's candidates (targets.md S6): members the viewer may see and has not swiped, inside
// both sides' hard filters, most recently active first, plus the boosted ones. The statement is
// shaped so that its cost follows the page, not the membership or the viewer's history
// (docs/decisions/0020-discovery.md, "The deck"; measured by `npm run bench:discovery`).
import { and, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DeckFilters } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { profiles, questionnaireAnswers, users } from '../../db/schema';
import type { MatchingProfile } from './compatibility';
import { blockPartnersOf, isDiscoverable, notBlockedEitherWay } from './eligibility';
import { locateCity } from './location';
import { birthDatesForAges, type ScoringRow, selectScoringRows } from './member-rows';

/** How many candidates are scored to choose a page of cards (docs/decisions/0020-discovery.md). */
export const CANDIDATE_POOL = 60;
const BOOSTED_POOL = 20;

/** Members aged `min` to `max`, on the profile's copy of the birth date (in profile_deck_idx). */
function agedBetween(min: number, max: number, now: Date): SQL[] {
  const ages = birthDatesForAges(min, max, now);
  return [gt(profiles.dateOfBirth, ages.after), lte(profiles.dateOfBirth, ages.until)];
}

/** Both sides' hard filters, all on the member's profile row and in profile_deck_idx. */
function profileFilters(viewer: MatchingProfile, now: Date): SQL[] {
  return [
    ...agedBetween(viewer.ageMin, viewer.ageMax, now),
    eq(profiles.gender, viewer.seeking === 'women' ? 'woman' : 'man'),
    eq(profiles.seeking, viewer.gender === 'woman' ? 'women' : 'men'),
    lte(profiles.ageMin, viewer.age),
    gte(profiles.ageMax, viewer.age),
    ne(profiles.userId, viewer.id),
  ];
}

/** Members `viewer` may see in the deck and swipe: both sides' hard filters, discoverable, not blocked. */
export function swipeableBy(viewer: MatchingProfile, now: Date): SQL {
  return and(...profileFilters(viewer, now), isDiscoverable(users.id), notBlockedEitherWay(viewer.id, profiles.userId))!;
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
 * Premium's filters, split like the hard filters: on the profile row, and on the
 * questionnaire row of the walked member. Heritage and religion match only members who show them (decision 0012).
 */
function filterConditions(filters: DeckFilters, now: Date): { profile: SQL[]; member: SQL[] } {
  const profile: SQL[] = [];
  const member: SQL[] = [];
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
  const goal = filters.goal?.length ? sql` and ${inArray(questionnaireAnswers.relationshipGoals, filters.goal)}` : sql``;
  member.push(sql`exists (select 1 from ${questionnaireAnswers} where ${questionnaireAnswers.userId} = walked.user_id${goal})`);
  return { profile, member };
}

/**
 * The ids of up to `limit` members the viewer may be offered, highest `order` first. Written so
 * that PostgreSQL walks the members in that order and stops at `limit`, whatever the viewer's
 * history, instead of filtering everyone and sorting (which it prefers once it multiplies the
 * conditions' guessed selectivities below the limit):
 * 1. the inner select reads only profile columns: for the recent pool, profile_deck_idx answers it
 *    alone (gender, seeking, last activity, both age bounds, the birth date, id), in order, so
 *    both sides' age ranges are applied before any probe; for the boosted pool,
 *    profile_boost_idx holds only the profiles ever boosted;
 * 2. the members the viewer swiped or is blocked with are one small set, read once and hashed
 *    (`not in`, exact here because those columns are never null), so a walked member the viewer
 *    already swiped costs a hash lookup, not probes: the worst case, a viewer who swiped the top
 *    of their deck, stays close to the usual one;
 * 3. everything else (identity, membership, questionnaire) is probed by primary key per walked
 *    member, inside one `exists` kept whole by `offset 0`, which PostgreSQL never flattens into
 *    joins. A single test keeps the estimated share of members passing at one half, so the walk with an
 * early stop stays the cheapest plan for every viewer.
 */
function walk(viewer: MatchingProfile, filters: DeckFilters, now: Date, order: PgColumn, extra: SQL[], limit: number): SQL {
  const chosen = filterConditions(filters, now);
  return sql`select walked.user_id from (
      select ${profiles.userId} as user_id from ${profiles}
      where ${and(...profileFilters(viewer, now), ...chosen.profile, ...extra)}
      order by ${order} desc
    ) walked
    where walked.user_id not in (select sw.target_id from swipe sw where sw.swiper_id = ${viewer.id} union all ${blockPartnersOf(viewer.id)})
      and exists (select where ${and(isDiscoverable(sql`walked.user_id`), ...chosen.member)} offset 0)
    limit ${sql.raw(String(limit))}`;
}

/**
 * The boosted candidates (latest ending first) and then the most recently active ones, without
 * repeats, in one statement: what scoring reads, never the card's photo or Premium badge (the
 * deck reads those for the page it returns only).
 */
export async function deckCandidates(db: Database, viewer: MatchingProfile, filters: DeckFilters, now: Date): Promise<ScoringRow[]> {
  const boosted = walk(viewer, filters, now, profiles.boostEndsAt, [gt(profiles.boostEndsAt, now)], BOOSTED_POOL);
  const recent = walk(viewer, filters, now, profiles.lastActiveAt, [], CANDIDATE_POOL);
  const runningBoostEnd = sql`case when ${profiles.boostEndsAt} > ${now.toISOString()}::timestamptz then ${profiles.boostEndsAt} end`;
  return selectScoringRows(db)
    .where(sql`${profiles.userId} in (select pools.user_id from ((${boosted}) union all (${recent})) pools)`)
    .orderBy(sql`${runningBoostEnd} desc nulls last`, desc(profiles.lastActiveAt));
}
