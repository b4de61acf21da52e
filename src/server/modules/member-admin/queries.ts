// What the admins' members pages read (docs/decisions/0033-admin-console.md): a search by e-mail,
// name or id, and one member's account, payments, reports and sessions.
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageKey } from '../../../shared/contracts/page-cursor';
import type { Database } from '../../db/client';
import { identityVerifications, memberRestrictions, reports, sessions, subscriptions, users } from '../../db/schema';
import { afterCursor, cutPage, keyColumns, newestFirst } from '../../platform/keyset-page';

/** Newest account first, the id breaking ties (docs/decisions/0033-admin-console.md, "Paging"). */
const searchOrder = { at: users.createdAt, id: users.id };

const contains = (column: AnyPgColumn, needle: string): SQL => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

const restrictionNow = sql<
  'suspended' | 'banned' | null
>`(select ${memberRestrictions.kind} from ${memberRestrictions} where ${memberRestrictions.userId} = ${users.id} and (${memberRestrictions.until} is null or ${memberRestrictions.until} > now()))`;

/** A page of the members the words name, and the cursor of the next page. */
export async function searchRows(db: Database, words: string, page: { cursor?: PageKey | undefined; limit: number }) {
  const rows = await db
    .select({
      ...keyColumns(searchOrder),
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      createdAt: users.createdAt,
      restriction: restrictionNow,
    })
    .from(users)
    .where(
      and(or(eq(users.id, words), contains(users.email, words), contains(users.displayName, words)), afterCursor(searchOrder, page.cursor)),
    )
    .orderBy(...newestFirst(searchOrder))
    .limit(page.limit + 1);
  return cutPage(rows, page.limit);
}

export async function accountRow(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      role: users.role,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      verification: identityVerifications.status,
    })
    .from(users)
    .leftJoin(identityVerifications, eq(identityVerifications.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

export function paymentRows(db: Database, id: string) {
  return db
    .select({
      plan: subscriptions.plan,
      provider: subscriptions.provider,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, id))
    .orderBy(desc(subscriptions.createdAt));
}

const others = alias(users, 'other');

/** Reports about the member (`about`) or by them (`by`), newest first, with the other member's name. */
export function reportRows(db: Database, id: string, side: 'about' | 'by') {
  const [mine, theirs] = side === 'about' ? [reports.reportedId, reports.reporterId] : [reports.reporterId, reports.reportedId];
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      status: reports.status,
      resolution: reports.resolution,
      createdAt: reports.createdAt,
      otherId: others.id,
      otherName: others.displayName,
    })
    .from(reports)
    .leftJoin(others, eq(others.id, theirs))
    .where(eq(mine, id))
    .orderBy(desc(reports.createdAt))
    .limit(100);
}

export function sessionRows(db: Database, id: string) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, id))
    .orderBy(desc(sessions.createdAt));
}

export async function deleteSessions(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, id));
}
