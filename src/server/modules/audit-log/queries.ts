// Searching the audit log: by the actor and the member (a part of the name or e-mail, or the whole
// id), and by action; newest first, a page at a time.
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditSearch } from '../../../shared/contracts/audit-log';
import type { PageKey } from '../../../shared/contracts/page-cursor';
import type { Database } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import { afterCursor, cutPage, keyColumns, newestFirst } from '../../platform/keyset-page';

const actors = alias(users, 'actor');
const members = alias(users, 'subject');

/** `column` contains `needle` as plain text, whatever its case (no LIKE wildcards: e-mails may hold `_`). */
const contains = (column: AnyPgColumn, needle: string): SQL => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

const naming = (person: { id: AnyPgColumn; email: AnyPgColumn; displayName: AnyPgColumn }, needle: string | undefined): SQL | undefined =>
  needle ? or(eq(person.id, needle), contains(person.email, needle), contains(person.displayName, needle)) : undefined;

type Search = AuditSearch;

/** Newest first, the later entry first within a microsecond (docs/decisions/0033-admin-console.md, "Paging"). */
const order = { at: adminAuditLog.createdAt, id: adminAuditLog.id };

/** Where a page starts, and how long it is. */
export interface PageAsked {
  cursor?: PageKey | undefined;
  limit: number;
}

const whereOf = (search: Search) =>
  and(naming(actors, search.actor), naming(members, search.member), search.action ? eq(adminAuditLog.action, search.action) : undefined);

const fromLog = <T extends Record<string, unknown>>(db: Database, columns: T) =>
  db
    .select(columns as never)
    .from(adminAuditLog)
    .leftJoin(actors, eq(actors.id, adminAuditLog.adminId))
    .leftJoin(members, eq(members.id, adminAuditLog.memberId));

const entryColumns = {
  id: adminAuditLog.id,
  action: adminAuditLog.action,
  actorId: actors.id,
  actorName: actors.displayName,
  actorEmail: actors.email,
  memberId: members.id,
  memberName: members.displayName,
  memberEmail: members.email,
  reportId: adminAuditLog.reportId,
  contactMessageId: adminAuditLog.contactMessageId,
  reason: adminAuditLog.reason,
  createdAt: adminAuditLog.createdAt,
};

interface EntryRow {
  id: number;
  action: AuditEntry['action'];
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  memberId: string | null;
  memberName: string | null;
  memberEmail: string | null;
  reportId: number | null;
  contactMessageId: number | null;
  reason: string;
  createdAt: Date;
}

const personOf = (id: string | null, name: string | null, email: string | null) =>
  id ? { id, name: name ?? '', email: email ?? '' } : null;

const entryOf = (row: EntryRow): AuditEntry => ({
  id: row.id,
  action: row.action,
  actor: personOf(row.actorId, row.actorName, row.actorEmail),
  member: personOf(row.memberId, row.memberName, row.memberEmail),
  reportId: row.reportId,
  contactMessageId: row.contactMessageId,
  reason: row.reason,
  at: row.createdAt.toISOString(),
});

/** One page of entries matching the search, newest first, and how many match in all. */
export async function searchAuditLog(db: Database, search: Search, page: PageAsked) {
  const where = whereOf(search);
  const rows = (await fromLog(db, { ...entryColumns, ...keyColumns(order) })
    .where(and(where, afterCursor(order, page.cursor)))
    .orderBy(...newestFirst(order))
    .limit(page.limit + 1)) as (EntryRow & { pageKeyAt: string; pageKeyId: number })[];
  const [total] = (await fromLog(db, { value: count() }).where(where)) as { value: number }[];
  const cut = cutPage(rows, page.limit);
  return { entries: cut.rows.map(entryOf), total: total?.value ?? 0, nextCursor: cut.nextCursor };
}

/** Every entry matching the search, newest first, for the CSV export (capped: an export is for reading). */
export async function allMatching(db: Database, search: Search, cap = 50_000): Promise<AuditEntry[]> {
  const rows = (await fromLog(db, entryColumns)
    .where(whereOf(search))
    .orderBy(...newestFirst(order))
    .limit(cap)) as EntryRow[];
  return rows.map(entryOf);
}

/** A page of the entries about one member, newest first, for their page. */
export async function entriesAbout(db: Database, memberId: string, page: PageAsked) {
  const rows = (await fromLog(db, { ...entryColumns, ...keyColumns(order) })
    .where(and(eq(adminAuditLog.memberId, memberId), afterCursor(order, page.cursor)))
    .orderBy(...newestFirst(order))
    .limit(page.limit + 1)) as (EntryRow & { pageKeyAt: string; pageKeyId: number })[];
  const cut = cutPage(rows, page.limit);
  return { entries: cut.rows.map(entryOf), nextCursor: cut.nextCursor };
}
