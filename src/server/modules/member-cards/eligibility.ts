// Who may appear to other members (docs/decisions/0020-discovery.md): a member with a profile,
// a questionnaire, an approved identity and a membership that grants access now, not paused
// (docs/decisions/0012-profile.md), not suspended or banned (docs/decisions/0024-moderation.md), and nobody
// either side has blocked. Written as SQL conditions so the deck, the country pages and the
// profile view all filter in the database with the same words.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { visibleMember } from '../moderation';

/**
 * The SQL spelling of payments' `grantsAccess` (subscription-state.ts): active or past due, and
 * the paid period not over. eligibility.test.ts proves the two agree.
 */
export const grantsAccessSql = (alias: string) =>
  sql.raw(`${alias}.status in ('active', 'past_due') and (${alias}.current_period_end is null or ${alias}.current_period_end > now())`);

/** A membership (Basic) that grants access now. */
export const isSubscribed = (userId: AnyPgColumn | SQL) =>
  sql`exists (select 1 from subscriptions s where s.user_id = ${userId} and s.plan = 'basic' and ${grantsAccessSql('s')})`;

/**
 * Premium now: the add-on, over a membership (isSubscribed is checked beside it). The add-on is
 * asked first: most members have none, and then the membership is not looked up (the deck reads
 * this for each of its candidates, docs/targets.md S6).
 */
export const isPremiumNow = (userId: AnyPgColumn | SQL) =>
  sql<boolean>`(exists (select 1 from subscriptions sp where sp.user_id = ${userId} and sp.plan = 'premium' and ${grantsAccessSql('sp')}) and ${isSubscribed(userId)})`;

/**
 * Until when `isPremiumNow` holds with no write at all, in milliseconds since the epoch, as text
 * ('Infinity' when neither paid period has an end); null when the member is not Premium now. A paid
 * period that simply runs out is no event, so a card kept in memory (kept-cards.ts) is read again
 * at that instant; every other change of Premium is a payment event, which writes the profile row
 * too (platform/card-version.ts).
 */
export const premiumHoldsUntil = (userId: AnyPgColumn | SQL) =>
  sql<string | null>`(case when ${isPremiumNow(userId)} then (extract(epoch from least(
    (select max(coalesce(sp.current_period_end, 'infinity')) from subscriptions sp where sp.user_id = ${userId} and sp.plan = 'premium' and ${grantsAccessSql('sp')}),
    (select max(coalesce(s.current_period_end, 'infinity')) from subscriptions s where s.user_id = ${userId} and s.plan = 'basic' and ${grantsAccessSql('s')})
  )) * 1000)::text end)`;

export const isVerified = (userId: AnyPgColumn | SQL) =>
  sql`exists (select 1 from identity_verification iv where iv.user_id = ${userId} and iv.status = 'approved')`;

/** The member has paused their profile (docs/decisions/0012-profile.md, "Pausing"). */
export const isPaused = (userId: AnyPgColumn | SQL) =>
  sql`exists (select 1 from profile pz where pz.user_id = ${userId} and pz.paused_at is not null)`;

/**
 * Shown to other members at all: verified, subscribed, not paused, and neither suspended nor
 * banned (profile and questionnaire are joined). A match sees a paused member still
 * (members-in-view.ts), as a suspension would not allow.
 */
export const isDiscoverable = (userId: AnyPgColumn | SQL) =>
  sql`(${isVerified(userId)} and ${isSubscribed(userId)} and not ${isPaused(userId)} and ${visibleMember(userId)})`;

/** Neither has blocked the other (a report blocks too). */
export const notBlockedEitherWay = (viewerId: string, userId: AnyPgColumn | SQL) =>
  sql`(not exists (select 1 from block b where b.blocker_id = ${viewerId} and b.blocked_id = ${userId})
    and not exists (select 1 from block b where b.blocker_id = ${userId} and b.blocked_id = ${viewerId}))`;

/**
 * Everyone on the other side of a block with `viewerId`, either way: the members
 * notBlockedEitherWay keeps apart from the viewer, as one set the deck reads once per request.
 */
export const blockPartnersOf = (viewerId: string) =>
  sql`select b.blocked_id from block b where b.blocker_id = ${viewerId} union all select b.blocker_id from block b where b.blocked_id = ${viewerId}`;
