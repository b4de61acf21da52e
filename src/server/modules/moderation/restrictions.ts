// Suspended and banned members (docs/decisions/0024-moderation.md): one row per member, read when
// a session would open (refused then), and by every query that shows members to others (hidden):
// visibleMember is the one condition those queries ask, so the rule is written once.
import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { memberRestrictions, type RestrictionKind } from '../../db/schema';

export interface ActiveRestriction {
  kind: RestrictionKind;
  until: Date | null;
  reason: string;
}

/** The member's suspension or ban in force at `now`, if any. */
export async function activeRestrictionOf(db: Database, userId: string, now: Date): Promise<ActiveRestriction | null> {
  const [row] = await db
    .select({ kind: memberRestrictions.kind, until: memberRestrictions.until, reason: memberRestrictions.reason })
    .from(memberRestrictions)
    .where(and(eq(memberRestrictions.userId, userId), or(isNull(memberRestrictions.until), gt(memberRestrictions.until, now))));
  return row ?? null;
}

/**
 * May be shown to other members: no suspension or ban in force, the SQL spelling of
 * `activeRestrictionOf(...) === null`. Every list or read of other members asks it of each member
 * it shows (deck and country pages through isDiscoverable, matches, conversations, the profile
 * view, photos), so a hidden member is gone from all of them at the same instant and back in all
 * of them when a suspension ends. Jobs with their own clock pass it as `at`.
 */
export const visibleMember = (userId: AnyPgColumn | SQL, at: SQL = sql`now()`) =>
  sql`not exists (select 1 from member_restriction mr where mr.user_id = ${userId} and (mr.until is null or mr.until > ${at}))`;
