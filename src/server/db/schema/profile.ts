// The member profile that matching needs: one row per member, replaced on every save.
// Options are stored as the contract's stable codes (shared/contracts/profile.ts); optional
// answers are null (or '' and an empty list) until the member gives them. The display name is
// not here: it lives on the user row, where better-auth and the e-mails read it.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  ChildrenHave,
  ChildrenWant,
  Education,
  Gender,
  HeritageCountry,
  Interest,
  LanguageCode,
  MaritalHistory,
  Practice,
  Relocating,
  Religion,
  Seeking,
} from '../../../shared/contracts/profile';
import { memberKey } from './auth';
import { createdAt, instant, updatedAt } from './columns';

export const profiles = pgTable(
  'profile',
  {
    userId: memberKey('user_id'),
    gender: text('gender').$type<Gender>().notNull(),
    seeking: text('seeking').$type<Seeking>().notNull(),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    heritageCountry: text('heritage_country').$type<HeritageCountry>().notNull(),
    /** ISO 3166-1 alpha-2. */
    residenceCountry: text('residence_country').notNull(),
    city: text('city').notNull().default(''),
    religion: text('religion').$type<Religion>(),
    practice: text('practice').$type<Practice>(),
    languages: text('languages')
      .array()
      .$type<LanguageCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    maritalHistory: text('marital_history').$type<MaritalHistory>(),
    childrenHave: text('children_have').$type<ChildrenHave>(),
    childrenWant: text('children_want').$type<ChildrenWant>(),
    education: text('education').$type<Education>(),
    profession: text('profession').notNull().default(''),
    interests: text('interests')
      .array()
      .$type<Interest[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    openToRelocating: text('open_to_relocating').$type<Relocating>(),
    /** Private unless the member chooses (spec: religion and heritage stay off public pages). */
    showReligion: boolean('show_religion').notNull().default(false),
    showHeritage: boolean('show_heritage').notNull().default(false),
    /** On the landing page's featured profiles (what the member shows, nothing more); off by default. */
    showOnPublicPage: boolean('show_on_public_page').notNull().default(false),
    /**
     * The coarse grid cell of the city (docs/decisions/0020-discovery.md, "Where members
     * live"): set by the server from country and city, never sent to anyone; null when the city
     * is not in our gazetteer.
     */
    cellLat: integer('cell_lat'),
    cellLon: integer('cell_lon'),
    /**
     * A copy of the user row's date of birth, so the deck's walk applies the viewer's age range in
     * its index (deck-query.ts). Written only by the database: a trigger copies it on every insert
     * and keeps it when the user row changes (migration 0012); what the code writes is replaced.
     */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Last time the member used discovery (at most one write an hour): the deck prefers recent members. */
    lastActiveAt: instant('last_active_at').notNull().defaultNow(),
    /** Until when the member's Premium boost raises them in others' decks; null if never boosted. */
    boostEndsAt: instant('boost_ends_at'),
    /**
     * Since when the member has paused their profile: hidden from every deck, country page and
     * other members' Likes, their matches and conversations kept (docs/decisions/0012-profile.md,
     * "Pausing"); null while shown.
     */
    pausedAt: instant('paused_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'profile_age_range_check',
      sql`${table.ageMin} between 18 and 99 and ${table.ageMax} between 18 and 99 and ${table.ageMin} <= ${table.ageMax}`,
    ),
    check('profile_gender_check', sql`${table.gender} in ('woman', 'man')`),
    check('profile_seeking_check', sql`${table.seeking} in ('women', 'men')`),
    check('profile_interests_check', sql`cardinality(${table.interests}) <= 10`),
    // The deck walks the members of the sought gender who seek the viewer's, most recently active
    // first, and reads both age bounds, the birth date and the id from this index alone
    // (deck-query.ts, S6).
    index('profile_deck_idx').on(
      table.gender,
      table.seeking,
      table.lastActiveAt.desc().nullsFirst(),
      table.ageMin,
      table.ageMax,
      table.dateOfBirth,
      table.userId,
    ),
    // The deck's boosted pool walks the running boosts of the sought gender, latest ending first:
    // only profiles ever boosted are in it, so the walk follows the page, not the membership.
    index('profile_boost_idx')
      .on(table.gender, table.seeking, table.boostEndsAt.desc().nullsFirst())
      .where(sql`${table.boostEndsAt} is not null`),
    index('profile_public_page_idx').on(table.showOnPublicPage),
    // The few paused members, asked of every member the deck walks (isDiscoverable): a probe into
    // an index that holds only them.
    index('profile_paused_idx')
      .on(table.userId)
      .where(sql`${table.pausedAt} is not null`),
  ],
);
