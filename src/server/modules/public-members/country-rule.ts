// Who belongs on /members/{country} (decisions.md, "Discovery": the country cards link to real
// pages, a count for visitors and members for verified subscribers). The twelve Sahel and Horn
// countries are heritage countries; `america` is the diaspora's page: members who live in the
// United States, and members who gave "america" as their heritage.
//
// Heritage is private unless its owner shows it (docs/decisions/0012-profile.md), so the two
// uses differ:
// - the COUNT is an aggregate that names nobody: every discoverable member of that heritage
//   counts, whether or not they show it;
// - the LIST names people: a member appears on a heritage page only if they show their heritage
//   (showHeritage). Living in the US is on every card already (MemberCard.country), so the
//   America page lists its US residents whatever their heritage toggle says.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { CountrySlug } from '../../../shared/countries';
import { profiles } from '../../db/schema';

/** The country the America page gathers by residence (ISO 3166-1 alpha-2). */
const AMERICA_RESIDENCE = 'US';

/** Members counted on the page of `slug`. */
export function countedOn(slug: CountrySlug): SQL {
  const heritage = eq(profiles.heritageCountry, slug);
  return slug === 'america' ? or(eq(profiles.residenceCountry, AMERICA_RESIDENCE), heritage)! : heritage;
}

/** Members listed by name on the page of `slug`: only by a heritage they chose to show. */
export function listedOn(slug: CountrySlug): SQL {
  const shownHeritage = and(eq(profiles.heritageCountry, slug), eq(profiles.showHeritage, true))!;
  return slug === 'america' ? or(eq(profiles.residenceCountry, AMERICA_RESIDENCE), shownHeritage)! : shownHeritage;
}
