// The reads behind the country pages and the landing page's featured members. Members are shown
// only through discovery's cards (cards.ts) or as FeaturedMember below: never coordinates, a grid
// cell or a distance (docs/targets.md T8), never a heritage or religion their owner keeps private.
import { getFeaturedPhoto } from '../../../shared/routes/members';
import { pathOf } from '../../../shared/routes/route';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { FeaturedMember, MemberCard } from '../../../shared/contracts/discovery';
import type { CountrySlug } from '../../../shared/countries';
import type { Database } from '../../db/client';
import { profilePhotos, profiles, questionnaireAnswers, users } from '../../db/schema';
import { cardOf, firstNameOf, matchingProfileOf } from '../member-cards';
import { swipeableBy } from '../discovery';
import { isDiscoverable, isPremiumNow } from '../member-cards';
import { ageOn, selectMembers } from '../member-cards';
import type { Viewer } from '../member-cards';
import { countedOn, listedOn } from './country-rule';

/**
 * The live count of a country page: members who may appear to others (verified identity, a
 * membership that grants access now, a profile and a questionnaire, as the deck asks).
 */
export async function countCountryMembers(db: Database, slug: CountrySlug): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.userId, profiles.userId))
    .where(and(countedOn(slug), isDiscoverable(profiles.userId)));
  return Number(row?.count ?? 0);
}

/**
 * Up to countryPageSize members of the page as `viewer` sees them, with the deck's rules
 * (swipeableBy): never the viewer, nobody either side blocked, only discoverable members, and
 * only those the two could match with (whom each seeks, both age ranges): a country page is a
 * way to meet people, not a directory. Unlike the deck, members already swiped stay. The most
 * recently active are chosen, then shown best match first.
 */
export async function countryMembersFor(db: Database, viewer: Viewer, slug: CountrySlug, now: Date): Promise<MemberCard[]> {
  const self = viewer.profile;
  const rows = await selectMembers(db)
    .where(and(listedOn(slug), swipeableBy(self, now)))
    .orderBy(desc(profiles.lastActiveAt), asc(profiles.userId))
    .limit(DISCOVERY_LIMITS.countryPageSize);
  // First names only, matched or not: a country page is for meeting people, the match list
  // names matches in full (docs/decisions/0020-discovery.md, "First names until a match").
  return rows
    .map((row) => cardOf(self, matchingProfileOf(row, now), row, false))
    .sort((a, b) => b.compatibility.score - a.compatibility.score);
}

/** Who may be on the public landing page: opted in (off by default) and discoverable. */
const featuredCondition = (userId: typeof profiles.userId) => and(eq(profiles.showOnPublicPage, true), isDiscoverable(userId))!;

/** Same-origin, public address of a featured member's main photo (GET /api/featured-profiles/:id/photo). */
const featuredPhotoUrl = (memberId: string) => pathOf(getFeaturedPhoto, { id: memberId });

const mainPhotoId = sql<
  string | null
>`(select pp.id from profile_photo pp where pp.user_id = ${profiles.userId} order by pp.position limit 1)`;

const featuredColumns = {
  id: profiles.userId,
  displayName: users.displayName,
  dateOfBirth: users.dateOfBirth,
  city: profiles.city,
  heritageCountry: profiles.heritageCountry,
  showHeritage: profiles.showHeritage,
  isPremium: isPremiumNow(profiles.userId).mapWith(Boolean),
  photoId: mainPhotoId,
};
const featuredQuery = (db: Database) => db.select(featuredColumns).from(profiles).innerJoin(users, eq(users.id, profiles.userId));
type FeaturedRow = Awaited<ReturnType<typeof featuredQuery>>[number];

/** Only what the toggle promised them (profile.json showOnPublicPageHint). */
function featuredMemberOf(row: FeaturedRow, now: Date): FeaturedMember {
  return {
    id: row.id,
    // The toggle promises visitors a first name, not a full name.
    displayName: firstNameOf(row.displayName),
    age: ageOn(row.dateOfBirth, now),
    city: row.city,
    heritageCountry: row.showHeritage ? row.heritageCountry : null,
    isPremium: row.isPremium,
    photoUrl: row.photoId ? featuredPhotoUrl(row.id) : null,
  };
}

/**
 * The landing grid's members. With `chosen` (the admins' published choice, docs/decisions/0037-landing-editor.md):
 * those of them who are still opted in and discoverable, in the chosen order; a member who opted
 * out since is left out at once. Without a choice, or when nobody chosen may be shown any more:
 * up to DISCOVERY_LIMITS.featuredProfiles opted-in members, those with a photo first, then the
 * most recently active. Only what the toggle promised them: first name, age, city, main photo,
 * the Premium badge, and the heritage only if they show it.
 */
export async function featuredMembers(db: Database, now: Date, chosen: readonly string[] = []): Promise<FeaturedMember[]> {
  if (chosen.length > 0) {
    const rows = await featuredQuery(db).where(and(featuredCondition(profiles.userId), inArray(profiles.userId, [...chosen])));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const inOrder = chosen.flatMap((id) => (byId.has(id) ? [featuredMemberOf(byId.get(id)!, now)] : []));
    if (inOrder.length > 0) return inOrder;
  }
  const rows = await featuredQuery(db)
    .where(featuredCondition(profiles.userId))
    .orderBy(sql`${mainPhotoId} is null`, desc(profiles.lastActiveAt), asc(profiles.userId))
    .limit(DISCOVERY_LIMITS.featuredProfiles);
  return rows.map((row) => featuredMemberOf(row, now));
}

/** Of `ids`, those who may be featured now (opted in and discoverable). */
export async function featurableIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(featuredCondition(profiles.userId), inArray(profiles.userId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Whom an admin may choose for the landing grid: every opted-in, discoverable member, by name (full, for the admin). */
export async function featuredCandidates(db: Database, limit: number): Promise<{ id: string; displayName: string; city: string }[]> {
  return db
    .select({ id: profiles.userId, displayName: users.displayName, city: profiles.city })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(featuredCondition(profiles.userId))
    .orderBy(asc(users.displayName), asc(profiles.userId))
    .limit(limit);
}

/** The storage key of the card rendition of a featured member's main photo; null for anyone else. */
export async function featuredPhotoKey(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ cardKey: profilePhotos.cardKey })
    .from(profilePhotos)
    .innerJoin(profiles, eq(profiles.userId, profilePhotos.userId))
    .where(and(eq(profilePhotos.userId, memberId), featuredCondition(profiles.userId)))
    .orderBy(asc(profilePhotos.position))
    .limit(1);
  return row?.cardKey ?? null;
}
