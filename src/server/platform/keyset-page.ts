// Keyset paging, the one way the admin console's lists page (docs/decisions/0033-admin-console.md,
// "Paging"): newest first by a time column, an id breaking ties, and each page starting strictly
// after the previous page's last row. Rows written or deleted meanwhile neither repeat nor skip a
// row of the others, as an offset would.
import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { encodeCursor, type PageKey } from '../../shared/contracts/page-cursor';

/** The list's order: a time column (with its zone) and a unique id. */
export interface KeysetOrder {
  at: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * The time as the cursor carries it: UTC to the microsecond, whatever the connection's time zone,
 * so that the next page compares with the very value stored.
 */
const keyTime = (order: KeysetOrder) => sql<string>`to_char(${order.at} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`;

/** The columns to select beside a row's own, naming it as the next page's start. */
export const keyColumns = (order: KeysetOrder) => ({ pageKeyAt: keyTime(order), pageKeyId: order.id });

/** Newest first, the greater id first among rows of the same time. */
export const newestFirst = (order: KeysetOrder): SQL[] => [desc(order.at), desc(order.id)];

/** The rows after the cursor's, in that order (none to add on the first page). */
export function afterCursor(order: KeysetOrder, cursor: PageKey | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const id = typeof cursor.id === 'number' ? sql`${cursor.id}::integer` : sql`${cursor.id}::text`;
  return sql`(${order.at}, ${order.id}) < (${cursor.at}::timestamptz, ${id})`;
}

interface Keyed {
  pageKeyAt: string;
  pageKeyId: unknown;
}

/**
 * A page from `limit + 1` rows read in that order: the first `limit`, without the key columns,
 * and the cursor after the last of them when a further row exists.
 */
export function cutPage<Row extends Keyed>(rows: Row[], limit: number): { rows: Omit<Row, keyof Keyed>[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.pageKeyAt, id: last.pageKeyId as PageKey['id'] }) : null;
  return { rows: page.map(({ pageKeyAt: _at, pageKeyId: _id, ...row }) => row), nextCursor };
}
